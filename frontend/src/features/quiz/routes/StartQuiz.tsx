import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { storedClassName } from '@/hooks/useCurrentUser';
import { useGenerateQuizMutation } from '../api';
import { ChoiceToggle } from '../components/ChoiceToggle';
import { forgetShellStartQuiz, readShellStartQuiz } from '../lib/shellStartQuiz';
import { useCatalogueText } from '@/lib/catalogueText';
import { DEFAULT_DIFFICULTY, STORAGE } from '@/lib/constants';
import { serverErrorText } from '@/lib/errors';
import { useShellTakeOver } from '@/lib/pageShell';
import { generatorQuizType } from '@/lib/quiz';
import { resolveSlug, slugify } from '@/lib/slug';
import { readString, writeString } from '@/lib/storage';
import type { Difficulty, QuizMode } from '@/lib/types';

/** Quiz start: choose type, difficulty and timer, then the generator makes the quiz. */
export default function StartQuiz() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const catalogue = useCatalogueText();
  const subject = params.subjectName
    ? resolveSlug(params.subjectName, [readString(STORAGE.selectedSubject)])
    : (readString(STORAGE.selectedSubject) ?? '');
  const topic = params.topicName
    ? resolveSlug(params.topicName, [readString(STORAGE.selectedTopic)])
    : (readString(STORAGE.selectedTopic) ?? '');
  const classLevel = params.classLevel ? decodeURIComponent(params.classLevel) : storedClassName();
  const initialMode: QuizMode =
    (params.quizmode ?? readString(STORAGE.quizMode)) === 'exam' ? 'exam' : 'practice';

  // On a cold visit the page's HTML drew the form first: the choices made there, and a press of
  // Generate Quiz, carry over (lib/shellStartQuiz.ts).
  const [shell] = useState(readShellStartQuiz);
  const [mode, setMode] = useState<QuizMode>(shell?.mode ?? initialMode);
  const [type, setType] = useState<'mcq' | 'saq'>(shell?.type ?? (readString(STORAGE.quizType) === 'saq' ? 'saq' : 'mcq'));
  const [difficulty, setDifficulty] = useState<Difficulty>(shell?.difficulty ?? DEFAULT_DIFFICULTY);
  const [useTimer, setUseTimer] = useState(shell?.useTimer ?? readString(STORAGE.useTimer) !== 'false');
  const [error, setError] = useState<string | null>(null);
  const [generate, { isLoading }] = useGenerateQuizMutation();
  const missing = !subject || !topic || !classLevel;

  const start = async () => {
    setError(null);
    if (missing) return setError(t('quiz.missingParams'));
    try {
      const quiz = await generate({ subject, topic, classLevel, quizType: generatorQuizType(type), difficulty }).unwrap();
      if (!quiz?.id) return setError(t('quiz.missingParams'));
      writeString(STORAGE.quizId, quiz.id);
      writeString(STORAGE.quizType, type);
      writeString(STORAGE.quizMode, mode);
      writeString(STORAGE.useTimer, String(mode === 'exam' && useTimer));
      writeString(STORAGE.selectedSubject, subject);
      writeString(STORAGE.selectedTopic, topic);
      const est = quiz.quizData?.estimatedTime ?? (quiz.estimateTime ? `${quiz.estimateTime} minutes` : null);
      writeString(STORAGE.estimatedTime, est === null ? null : String(est));
      navigate(
        `/quizdetails/quizType/${type}/subject/${slugify(subject)}/class/${encodeURIComponent(classLevel)}/topic/${slugify(topic)}/mode/${mode}`,
        { state: { quizId: quiz.id } },
      );
    } catch (err) {
      setError(serverErrorText(err) ?? t('quiz.couldNotStart'));
    }
  };

  // Generate Quiz pressed on the page's HTML form before this page was drawn: ask for it now.
  useShellTakeOver(shell, forgetShellStartQuiz, () => void start());

  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageHeader title={t('quiz.startTitle')} subtitle={missing ? undefined : t('quiz.startSubtitle', { topic: catalogue.name(topic), subject: catalogue.name(subject), className: classLevel })} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={3}>
          {error && <Alert severity="error">{error}</Alert>}
          {missing && !error && <Alert severity="warning">{t('quiz.missingParams')}</Alert>}
          <ChoiceToggle<QuizMode>
            label={t('quiz.mode')}
            value={mode}
            onChange={setMode}
            options={[
              { value: 'practice', label: t('common.modes.practice') },
              { value: 'exam', label: t('common.modes.exam') },
            ]}
          />
          <ChoiceToggle<'mcq' | 'saq'>
            label={t('quiz.quizType')}
            value={type}
            onChange={setType}
            options={[
              { value: 'mcq', label: t('common.quizTypes.mcq') },
              { value: 'saq', label: t('common.quizTypes.saq') },
            ]}
          />
          <ChoiceToggle<Difficulty>
            label={t('quiz.difficulty')}
            value={difficulty}
            onChange={setDifficulty}
            options={(['easy', 'normal', 'hard'] as const).map((d) => ({ value: d, label: t(`common.difficulties.${d}`) }))}
          />
          {mode === 'exam' && (
            <FormControlLabel
              control={<Checkbox checked={useTimer} onChange={(e) => setUseTimer(e.target.checked)} />}
              label={t('quiz.useTimer')}
            />
          )}
          {isLoading && (
            <Box role="status">
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                {t('quiz.generating')}
              </Typography>
              <LinearProgress />
            </Box>
          )}
          <Button variant="contained" size="large" onClick={() => void start()} disabled={isLoading || missing}>
            {t('quiz.generate')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
