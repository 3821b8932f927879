import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useGetAllSubjectsQuery } from '@/lib/commonApi';
import { serverErrorText } from '@/lib/errors';
import { useToast } from '@/hooks/useToast';
import { useAdminTopicUsageQuery, useAdminUpdateTopicMutation } from '../api';
import { TOPIC_CLASS_LEVELS } from '../lib/constants';
import { UsageNote } from './UsageNote';
import type { Topic } from '../types';
import '../lib/texts';

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

/** Renames, describes or moves one topic (PUT /api/topics/{id}); its quizzes and bank questions follow it. */
export function TopicEditForm({ topic, onDone }: { topic: Topic; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [name, setName] = useState(topic.name ?? '');
  const [subject, setSubject] = useState(topic.subject ?? '');
  const [classLevel, setClassLevel] = useState(topic.classLevel ?? '');
  const [description, setDescription] = useState(topic.description ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const subjects = useGetAllSubjectsQuery();
  const subjectNames = useMemo(() => {
    const names = new Set((subjects.data ?? []).map((s) => s.name).filter(Boolean));
    if (topic.subject) names.add(topic.subject);
    return [...names].sort((a, b) => a.localeCompare(b));
  }, [subjects.data, topic.subject]);
  const classLevels = useMemo(
    () => (topic.classLevel && !TOPIC_CLASS_LEVELS.includes(topic.classLevel) ? [topic.classLevel, ...TOPIC_CLASS_LEVELS] : TOPIC_CLASS_LEVELS),
    [topic.classLevel],
  );
  const [save, { isLoading: saving }] = useAdminUpdateTopicMutation();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || !subject.trim() || !classLevel.trim()) {
      setProblem(t('admin.topicDetails.required'));
      return;
    }
    setProblem(null);
    try {
      const r = await save({ id: topic.id, name: name.trim(), subject: subject.trim(), classLevel, description: description.trim() }).unwrap();
      toast.success(r?.message || t('admin.topicDetails.saved'), t('common.success'));
      onDone();
    } catch (err) {
      setProblem(serverErrorText(err) ?? t('admin.topicDetails.saveFailed'));
    }
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-labelledby="topic-edit-title"
      onSubmit={(e) => void onSubmit(e)}
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Typography variant="h4" component="h2" id="topic-edit-title" gutterBottom>
        {t('admin.topicDetails.editTitle')}
      </Typography>
      <Stack spacing={2}>
        <TopicUsageNote id={topic.id} kind="edit" />
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <TextField label={t('admin.topicDetails.name')} value={name} onChange={(e) => setName(e.target.value)} required fullWidth autoFocus />
        <TextField
          select
          label={t('admin.topicDetails.subject')}
          value={subjectNames.includes(subject) ? subject : ''}
          onChange={(e) => setSubject(e.target.value)}
          required
          fullWidth
          helperText={subjects.isError ? t('admin.topicDetails.subjectsFailed') : undefined}
        >
          {subjectNames.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label={t('admin.topicDetails.classLevel')} value={classLevel} onChange={(e) => setClassLevel(e.target.value)} required fullWidth>
          {classLevels.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('admin.topicDetails.description')}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          multiline
          minRows={3}
          fullWidth
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? t('admin.topicDetails.saving') : t('admin.topicDetails.save')}
          </Button>
          <Button variant="outlined" onClick={onDone} disabled={saving}>
            {t('common.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
