/**
 * Editing one entry of the catalogue, a class's subject or a topic: its name, class and
 * description (and a topic's subject), with what it holds said first. The subject and topic
 * pages each configure this one form; what they hold follows them when they move.
 */
import { useMemo, type ReactNode } from 'react';
import { z } from 'zod';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Form, FormActions, FormTextField, useSchemaForm } from '@/components/form/Form';
import { choices, FormSelect } from '@/components/form/Fields';
import { useGetAllSubjectsQuery } from '@/lib/commonApi';
import { serverErrorText } from '@/lib/errors';
import { useToast } from '@/hooks/useToast';
import type { Subject } from '@/lib/types';
import { useAdminSubjectUsageQuery, useAdminTopicUsageQuery, useAdminUpdateSubjectMutation, useAdminUpdateTopicMutation } from '../api';
import { TOPIC_CLASS_LEVELS } from '../lib/constants';
import { UsageNote } from './UsageNote';
import type { Topic } from '../types';
import '../lib/texts';

/** The screen's texts: `admin.subjectDetails` or `admin.topicDetails`. */
type Texts = 'admin.subjectDetails' | 'admin.topicDetails';

const catalogueEntrySchema = (required: string, withSubject: boolean) =>
  z.object({
    name: z.string().trim().min(1, required),
    subject: withSubject ? z.string().trim().min(1, required) : z.string(),
    classLevel: z.string().trim().min(1, required),
    description: z.string().trim(),
  });
type CatalogueEntry = z.infer<ReturnType<typeof catalogueEntrySchema>>;

/** The classes to choose from, with the entry's own first when it is not one of them. */
const classChoices = (current: string | undefined) =>
  choices(current && !TOPIC_CLASS_LEVELS.includes(current) ? [current, ...TOPIC_CLASS_LEVELS] : TOPIC_CLASS_LEVELS);

function CatalogueEditForm({
  texts,
  initial,
  usageNote,
  subjects,
  save,
  onDone,
}: {
  texts: Texts;
  initial: CatalogueEntry;
  /** What the entry holds, said above the fields. */
  usageNote: ReactNode;
  /** A topic's subject to choose from; a subject has none. */
  subjects?: { names: string[]; failed: boolean };
  /** Sends the values; resolves with the server's message. */
  save: (values: CatalogueEntry) => Promise<{ message?: string } | undefined>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const schema = useMemo(() => catalogueEntrySchema(t(`${texts}.required`), subjects !== undefined), [t, texts, subjects]);
  const form = useSchemaForm(schema, { defaultValues: initial });
  const classLevel = form.watch('classLevel');
  const saving = form.formState.isSubmitting;
  const titleId = `${texts === 'admin.subjectDetails' ? 'subject' : 'topic'}-edit-title`;

  const onSubmit = async (v: CatalogueEntry) => {
    try {
      const r = await save(v);
      toast.success(r?.message || t(`${texts}.saved`), t('common.success'));
      onDone();
    } catch (err) {
      return serverErrorText(err) ?? t(`${texts}.saveFailed`);
    }
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      labelledBy={titleId}
      sx={{ mb: 3 }}
      header={
        <>
          <Typography variant="h4" component="h2" id={titleId}>
            {t(`${texts}.editTitle`)}
          </Typography>
          {usageNote}
        </>
      }
    >
      <FormTextField<CatalogueEntry> name="name" label={t(`${texts}.name`)} required fullWidth autoFocus />
      {subjects && (
        <FormSelect<CatalogueEntry>
          name="subject"
          label={t(`${texts}.subject`)}
          options={choices(subjects.names)}
          required
          fullWidth
          helperText={subjects.failed ? t(`${texts}.subjectsFailed`) : undefined}
        />
      )}
      <FormSelect<CatalogueEntry>
        name="classLevel"
        label={t(`${texts}.classLevel`)}
        options={classChoices(initial.classLevel)}
        required
        fullWidth
        helperText={
          texts === 'admin.subjectDetails' && classLevel !== initial.classLevel
            ? t(`${texts}.moveHint`, { from: initial.classLevel, to: classLevel })
            : undefined
        }
      />
      <FormTextField<CatalogueEntry> name="description" label={t(`${texts}.description`)} multiline minRows={3} fullWidth />
      <FormActions submit={t(`${texts}.save`)} submitting={t(`${texts}.saving`)} busy={saving} onCancel={onDone} />
    </Form>
  );
}

/** What a subject of one class holds, said before it is changed, moved or removed. */
export function SubjectUsageNote({ id, kind }: { id: string; kind: 'edit' | 'remove' }) {
  const { t } = useTranslation();
  const usage = useAdminSubjectUsageQuery(id);
  return (
    <UsageNote
      usage={usage}
      loading={t('admin.subjectDetails.usageLoading')}
      failed={t('admin.subjectDetails.usageFailed')}
      severity={kind === 'edit' ? 'info' : 'warning'}
      say={({ topics, quizzes, bankQuestions }) =>
        t(kind === 'edit' ? 'admin.subjectDetails.usageEdit' : 'admin.subjectDetails.usageRemove', {
          topics: t('admin.subjectDetails.topicCount', { count: topics }),
          quizzes: t('admin.topicDetails.quizCount', { count: quizzes }),
          questions: t('admin.topicDetails.questionCount', { count: bankQuestions }),
        })
      }
    />
  );
}

/** What a topic holds, said before it is changed or removed. */
export function TopicUsageNote({ id, kind }: { id: string; kind: 'edit' | 'remove' }) {
  const { t } = useTranslation();
  const usage = useAdminTopicUsageQuery(id);
  return (
    <UsageNote
      usage={usage}
      loading={t('admin.topicDetails.usageLoading')}
      failed={t('admin.topicDetails.usageFailed')}
      severity={kind === 'edit' ? 'info' : 'warning'}
      say={({ quizzes, bankQuestions }) =>
        kind === 'edit'
          ? t('admin.topicDetails.usageEdit', {
              quizzes: t('admin.topicDetails.quizCount', { count: quizzes }),
              questions: t('admin.topicDetails.questionCount', { count: bankQuestions }),
            })
          : t('admin.topicDetails.usageRemove', {
              quizzes: t('admin.topicDetails.removeQuizzes', { count: quizzes }),
              questions: t('admin.topicDetails.removeQuestions', { count: bankQuestions }),
            })
      }
    />
  );
}

/** Renames, describes or moves one class's subject (PUT /api/subjects/{id}); its topics, quizzes and bank questions follow. */
export function SubjectEditForm({ subject, onDone }: { subject: Subject; onDone: () => void }) {
  const [save] = useAdminUpdateSubjectMutation();
  return (
    <CatalogueEditForm
      texts="admin.subjectDetails"
      initial={{ name: subject.name ?? '', subject: '', classLevel: subject.classLevel ?? '', description: subject.description ?? '' }}
      usageNote={<SubjectUsageNote id={subject.id} kind="edit" />}
      save={({ name, classLevel, description }) => save({ id: subject.id, name, classLevel, description }).unwrap()}
      onDone={onDone}
    />
  );
}

/** Renames, describes or moves one topic (PUT /api/topics/{id}); its quizzes and bank questions follow it. */
export function TopicEditForm({ topic, onDone }: { topic: Topic; onDone: () => void }) {
  const subjects = useGetAllSubjectsQuery();
  const names = useMemo(() => {
    const all = new Set((subjects.data ?? []).map((s) => s.name).filter(Boolean));
    if (topic.subject) all.add(topic.subject);
    return [...all].sort((a, b) => a.localeCompare(b));
  }, [subjects.data, topic.subject]);
  const subjectChoices = useMemo(() => ({ names, failed: subjects.isError }), [names, subjects.isError]);
  const [save] = useAdminUpdateTopicMutation();
  return (
    <CatalogueEditForm
      texts="admin.topicDetails"
      initial={{ name: topic.name ?? '', subject: topic.subject ?? '', classLevel: topic.classLevel ?? '', description: topic.description ?? '' }}
      usageNote={<TopicUsageNote id={topic.id} kind="edit" />}
      subjects={subjectChoices}
      save={(v) => save({ id: topic.id, ...v }).unwrap()}
      onDone={onDone}
    />
  );
}
