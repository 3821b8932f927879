import { useCallback, useMemo, useState } from 'react';
import { z } from 'zod';
import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { Form, FormActions, useSchemaForm } from '@/components/form/Form';
import { choices, FormFreeText, FormSelect } from '@/components/form/Fields';
import { useGetSubjectsForClassQuery } from '@/lib/commonApi';
import { CLASS_LEVELS, DEFAULT_DIFFICULTY, DIFFICULTIES, QUIZ_TYPES } from '@/lib/constants';
import { serverErrorText } from '@/lib/errors';
import { useAdminFilterTopicsQuery, useAdminGenerateQuizMutation } from '../../api';
import { AutoPopup, type PopupState } from '../../components/AutoPopup';
import { QuizQuestions } from '../../components/QuizQuestions';
import type { QuizWithKey } from '../../types';
import '../../lib/texts';
import { PATHS, pathTo } from '@/config/paths';

/** Subject, topic, class level and quiz type ('All fields are required!'); a difficulty. */
const generateSchema = (t: TFunction) => {
  const filled = z.string().trim().min(1, t('admin.createQuiz.required'));
  return z.object({ classLevel: filled, subject: filled, topic: filled, quizType: filled, difficulty: z.string() });
};
type GenerateValues = z.infer<ReturnType<typeof generateSchema>>;

/** Subject, topic, class level and quiz type (and a difficulty): requests a generated quiz and shows it. */
export default function CreateQuiz() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const schema = useMemo(() => generateSchema(t), [t]);
  const form = useSchemaForm(schema, { defaultValues: { classLevel: '', subject: '', topic: '', quizType: '', difficulty: DEFAULT_DIFFICULTY } });
  const classLevel = form.watch('classLevel');
  const subject = form.watch('subject');
  const [popup, setPopup] = useState<PopupState | null>(null);
  const [quiz, setQuiz] = useState<QuizWithKey | null>(null);
  const [generate, { isLoading }] = useAdminGenerateQuizMutation();
  const closePopup = useCallback(() => setPopup(null), []);
  const subjects = useGetSubjectsForClassQuery(classLevel, { skip: !classLevel });
  const topics = useAdminFilterTopicsQuery({ classLevel, subject }, { skip: !classLevel || !subject.trim() });
  const subjectNames = useMemo(() => [...new Set((subjects.data ?? []).map((s) => s.name))], [subjects.data]);
  const topicNames = useMemo(() => [...new Set((topics.data ?? []).map((s) => s.name))], [topics.data]);

  const onSubmit = async (v: GenerateValues) => {
    try {
      const made = await generate(v).unwrap();
      setQuiz(made);
      setPopup({ success: true, header: t('common.success'), message: t('admin.createQuiz.generated') });
    } catch (err) {
      setPopup({ success: false, header: t('common.error'), message: serverErrorText(err) ?? t('admin.createQuiz.failed') });
    }
  };

  return (
    <Box sx={{ maxWidth: 900 }}>
      <PageHeader title={t('admin.createQuiz.title')} />
      <Form form={form} onSubmit={onSubmit} sx={{ mb: 3 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormSelect<GenerateValues> name="classLevel" required label={t('admin.createQuiz.classLevel')} options={choices(CLASS_LEVELS)} />
          <FormFreeText<GenerateValues> name="subject" options={subjectNames} required label={t('admin.createQuiz.subject')} />
          <FormFreeText<GenerateValues> name="topic" options={topicNames} required label={t('admin.createQuiz.topic')} />
          <FormSelect<GenerateValues>
            name="quizType"
            required
            label={t('admin.createQuiz.quizType')}
            options={QUIZ_TYPES.map((q) => ({ value: q, label: t(q === 'short-answer' ? 'common.quizTypes.saq' : 'common.quizTypes.mcq') }))}
          />
          <FormSelect<GenerateValues>
            name="difficulty"
            label={t('admin.createQuiz.difficulty')}
            options={DIFFICULTIES.map((d) => ({ value: d, label: t(`common.difficulties.${d}`) }))}
          />
        </Box>
        <FormActions
          submit={t('admin.createQuiz.generate')}
          submitting={t('admin.createQuiz.generating')}
          busy={isLoading}
          onCancel={() => navigate(PATHS.manageQuizzes)}
        />
      </Form>
      {quiz && (
        <Box component="section" aria-labelledby="generated-title">
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
            <Typography id="generated-title" variant="h3" component="h2">
              {quiz.title || t('admin.createQuiz.preview')}
            </Typography>
            {quiz.id && (
              <Button component={RouterLink} to={pathTo.detailQuiz(quiz.id)} variant="outlined">
                {t('admin.createQuiz.open')}
              </Button>
            )}
          </Box>
          <QuizQuestions quiz={quiz} />
        </Box>
      )}
      <AutoPopup popup={popup} onClose={closePopup} />
    </Box>
  );
}
