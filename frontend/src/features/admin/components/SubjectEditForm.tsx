import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '@/lib/errors';
import { useToast } from '@/hooks/useToast';
import type { Subject } from '@/lib/types';
import { useAdminSubjectUsageQuery, useAdminUpdateSubjectMutation } from '../api';
import { TOPIC_CLASS_LEVELS } from '../lib/constants';
import { UsageNote } from './UsageNote';
import '../lib/texts';

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

/** Renames, describes or moves one class's subject (PUT /api/subjects/{id}); its topics, quizzes and bank questions follow. */
export function SubjectEditForm({ subject, onDone }: { subject: Subject; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [name, setName] = useState(subject.name ?? '');
  const [classLevel, setClassLevel] = useState(subject.classLevel ?? '');
  const [description, setDescription] = useState(subject.description ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const classLevels = useMemo(
    () => (subject.classLevel && !TOPIC_CLASS_LEVELS.includes(subject.classLevel) ? [subject.classLevel, ...TOPIC_CLASS_LEVELS] : TOPIC_CLASS_LEVELS),
    [subject.classLevel],
  );
  const [save, { isLoading: saving }] = useAdminUpdateSubjectMutation();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || !classLevel.trim()) {
      setProblem(t('admin.subjectDetails.required'));
      return;
    }
    setProblem(null);
    try {
      const r = await save({ id: subject.id, name: name.trim(), description: description.trim(), classLevel }).unwrap();
      toast.success(r?.message || t('admin.subjectDetails.saved'), t('common.success'));
      onDone();
    } catch (err) {
      setProblem(serverErrorText(err) ?? t('admin.subjectDetails.saveFailed'));
    }
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-labelledby="subject-edit-title"
      onSubmit={(e) => void onSubmit(e)}
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Typography variant="h4" component="h2" id="subject-edit-title" gutterBottom>
        {t('admin.subjectDetails.editTitle')}
      </Typography>
      <Stack spacing={2}>
        <SubjectUsageNote id={subject.id} kind="edit" />
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <TextField label={t('admin.subjectDetails.name')} value={name} onChange={(e) => setName(e.target.value)} required fullWidth autoFocus />
        <TextField
          select
          label={t('admin.subjectDetails.classLevel')}
          value={classLevel}
          onChange={(e) => setClassLevel(e.target.value)}
          required
          fullWidth
          helperText={classLevel !== subject.classLevel ? t('admin.subjectDetails.moveHint', { from: subject.classLevel, to: classLevel }) : undefined}
        >
          {classLevels.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('admin.subjectDetails.description')}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          multiline
          minRows={3}
          fullWidth
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? t('admin.subjectDetails.saving') : t('admin.subjectDetails.save')}
          </Button>
          <Button variant="outlined" onClick={onDone} disabled={saving}>
            {t('common.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
