import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/Feedback';
import { QuizDialog } from '@/components/QuizDialog';
import { useAppDispatch } from '@/hooks/store';
import { useAttemptSession } from '../hooks/useAttemptSession';
import { leaveSaveDue, useAutosave, useSaveOnLeave } from '../hooks/useAutosave';
import { useUpdateAttemptMutation, type UpdateAttemptArgs } from '../api';
import { initialQuizState, quizReducer } from '../lib/machine';
import { QuizHeader, SaveNotice } from '../components/QuizChrome';
import { QuizLoadError } from '../components/QuizLoadState';
import { timerSeconds } from '../lib/timer';
import { achievementsQueued } from '@/lib/ui';
import { DEFAULT_QUESTION_MARKS, SHORT_ANSWER_AUTOSAVE_MS, STORAGE } from '@/lib/constants';
import { flattenShort, isAnswered } from '@/lib/quiz';
import { writeJson, writeString } from '@/lib/storage';
import { httpStatus, serverErrorText } from '@/lib/errors';
import type { Attempt, QuizData, QuizMode } from '@/lib/types';

export default function ShortQuizPage() {
  const session = useAttemptSession();
  const firstStatus = useRef<string | undefined>(undefined);
  if (!session.loading && session.attempt && firstStatus.current === undefined) firstStatus.current = session.attempt.status;

  if (session.error) return <QuizLoadError message={session.error} onRetry={session.attemptId ? session.retry : undefined} />;
  if (session.loading || !session.attempt || !session.quizData || !session.attemptId) return <PageLoader />;
  if (firstStatus.current === 'completed') {
    return <Navigate to="/weeklyShortQuizResults" replace state={{ attemptId: session.attemptId }} />;
  }
  return <ShortRunner attemptId={session.attemptId} attempt={session.attempt} quizData={session.quizData} />;
}

function ShortRunner({ attemptId, attempt, quizData }: { attemptId: string; attempt: Attempt; quizData: QuizData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatchApp = useAppDispatch();
  const params = useParams();
  const questions = flattenShort(quizData);
  const total = questions.length;
  const mode: QuizMode =
    attempt.quizMode === 'practice' || attempt.quizMode === 'exam'
      ? attempt.quizMode
      : params.quizmode === 'practice'
        ? 'practice'
        : 'exam';

  const [state, dispatch] = useReducer(quizReducer, undefined, () =>
    quizReducer(initialQuizState(), {
      type: 'init',
      total,
      answers: attempt.selectedAnswers ?? [],
      remaining: timerSeconds(attempt, quizData, mode),
      elapsed: attempt.timeTaken ?? 0,
    }),
  );
  const stateRef = useRef(state);
  stateRef.current = state;
  const lastSaved = useRef(JSON.stringify(state.answers));
  const [restored, setRestored] = useState(() => (attempt.selectedAnswers ?? []).some((a) => isAnswered(a)));
  const [submitError, setSubmitError] = useState<string | null>(null);
  const autosave = useAutosave();
  const [updateAttempt] = useUpdateAttemptMutation();

  useEffect(() => {
    writeString(STORAGE.lastQuizAttemptId, attemptId);
  }, [attemptId]);

  const payload = useCallback(
    (status: 'in progress' | 'completed'): UpdateAttemptArgs => ({
      attemptId,
      selectedAnswers: stateRef.current.answers.map((a) => (isAnswered(a) ? a : null)),
      status,
      remainingTime: stateRef.current.remaining ?? 0,
      timeTaken: stateRef.current.elapsed,
      quizMode: mode,
      quizType: 'short-answer',
      totalQuestions: total,
    }),
    [attemptId, mode, total],
  );

  // Leaving the page (reload, closed tab, another page) saves the newest answers and clock.
  const opened = useRef<UpdateAttemptArgs | null>(null);
  if (!opened.current) opened.current = payload('in progress');
  useSaveOnLeave(() => {
    if (stateRef.current.phase !== 'answering') return null;
    const next = payload('in progress');
    return leaveSaveDue(next, autosave.last() ?? opened.current ?? next, stateRef.current.remaining !== null) ? next : null;
  });

  useEffect(() => {
    if (state.phase !== 'answering') return undefined;
    const id = setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => clearInterval(id);
  }, [state.phase]);

  // Autosave every 10 s when something changed (and the remaining time in timed exams).
  useEffect(() => {
    const id = setInterval(() => {
      const s = stateRef.current;
      if (s.phase !== 'answering') return;
      const snapshot = JSON.stringify(s.answers);
      if (snapshot !== lastSaved.current || s.remaining !== null) {
        lastSaved.current = snapshot;
        autosave.save(payload('in progress'));
      }
    }, SHORT_ANSWER_AUTOSAVE_MS);
    return () => clearInterval(id);
  }, [autosave, payload]);

  const submit = async () => {
    if (stateRef.current.phase !== 'answering') return;
    setSubmitError(null);
    dispatch({ type: 'submitStarted' });
    autosave.stop();
    try {
      const res = await updateAttempt(payload('completed')).unwrap();
      dispatch({ type: 'submitted' });
      if (res.newAchievements?.length) dispatchApp(achievementsQueued(res.newAchievements));
      const done = res.data ?? { ...attempt, status: 'completed' };
      writeJson(STORAGE.lastQuizAttempt, { id: attemptId, score: done.score, status: done.status });
      navigate('/weeklyShortQuizResults', { replace: true, state: { attemptId, attempt: done } });
    } catch (err) {
      dispatch({ type: 'submitFailed' });
      autosave.resume();
      const s = httpStatus(err);
      setSubmitError(s === 502 || s === 503 ? t('quiz.reviewSaveFailed') : (serverErrorText(err) ?? t('quiz.reviewSubmitFailed')));
    }
  };

  if (!total) return <QuizLoadError message={t('quiz.noQuestions')} />;
  const q = questions[state.index];
  const current = state.answers[state.index] ?? '';
  const isLast = state.index === total - 1;
  const busy = state.phase !== 'answering';

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <QuizHeader
        title={quizData.title || attempt.topic || t('quiz.detailsTitle')}
        subtitle={[attempt.subject, attempt.classLevel, t(`common.modes.${mode}`)].filter(Boolean).join(' · ')}
        index={state.index}
        total={total}
        answers={state.answers}
        remaining={state.remaining}
        onJump={(i) => dispatch({ type: 'goto', index: i })}
      />
      {restored && (
        <Alert severity="info" onClose={() => setRestored(false)} sx={{ mb: 2 }}>
          {t('quiz.restored')}
        </Alert>
      )}
      <SaveNotice status={autosave.status} />
      {submitError && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          data-testid="submit-error"
          action={
            <Button color="inherit" size="small" onClick={() => void submit()} disabled={busy}>
              {t('common.retry')}
            </Button>
          }
        >
          {submitError}
        </Alert>
      )}
      {state.phase === 'submitting' && <PageLoader label={t('quiz.reviewing')} />}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: state.phase === 'submitting' ? 'none' : 'block' }}>
        {q.sectionTitle && (
          <Typography variant="overline" color="primary" component="p">
            {q.sectionTitle}
          </Typography>
        )}
        <Typography variant="overline" color="text.secondary">
          {t('quiz.questionOf', { current: state.index + 1, total })}
        </Typography>
        <Typography variant="h3" component="h2" id="question-text" sx={{ mb: 2 }}>
          {q.question}{' '}
          <Typography component="span" color="text.secondary">
            {t('quiz.questionMarks', { count: q.marks ?? DEFAULT_QUESTION_MARKS })}
          </Typography>
        </Typography>
        <TextField
          multiline
          minRows={4}
          label={t('quiz.yourAnswer')}
          placeholder={t('quiz.answerPlaceholder')}
          value={current}
          onChange={(e) => dispatch({ type: 'answer', index: state.index, value: e.target.value })}
          disabled={busy}
          slotProps={{ htmlInput: { 'aria-describedby': 'question-text' } }}
        />
      </Paper>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', flexWrap: 'wrap', mt: 2 }}>
        <Button variant="outlined" onClick={() => dispatch({ type: 'prev' })} disabled={state.index === 0 || busy}>
          {t('common.previous')}
        </Button>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="text" onClick={() => dispatch({ type: 'skip' })} disabled={busy}>
            {t('quiz.skip')}
          </Button>
          <Button variant="contained" onClick={() => dispatch({ type: 'next' })} disabled={!isAnswered(current) || busy}>
            {isLast ? (mode === 'practice' ? t('quiz.finishReview') : t('quiz.submit')) : t('common.next')}
          </Button>
        </Box>
      </Box>

      <QuizDialog
        kind="confirm"
        open={state.dialog?.kind === 'confirm'}
        title={t('quiz.dialogs.confirmTitle')}
        message={t('quiz.dialogs.confirmText')}
        onConfirm={() => void submit()}
        onClose={() => dispatch({ type: 'closeDialog' })}
        busy={busy}
      />
      <QuizDialog
        kind="caution"
        open={state.dialog?.kind === 'caution'}
        title={t('quiz.dialogs.cautionTitle')}
        message={t('quiz.dialogs.cautionShort', {
          list: state.dialog?.kind === 'caution' ? state.dialog.missing.join(', ') : '',
        })}
        onConfirm={() => dispatch({ type: 'closeDialog' })}
        onClose={() => dispatch({ type: 'closeDialog' })}
      />
      <QuizDialog
        kind="timeup"
        open={state.dialog?.kind === 'timeup'}
        title={t('quiz.dialogs.timeupTitle')}
        message={t('quiz.dialogs.timeupText')}
        onConfirm={() => void submit()}
        busy={busy}
      />
    </Box>
  );
}
