import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/Feedback';
import { useQuizRun } from '../hooks/useQuizRun';
import { QuestionPosition, QuizNav, QuizRunDialogs, QuizRunTop, QuizSessionGate, useQuestionFocus } from '../components/QuizRun';
import { QuizLoadError } from '../components/QuizLoadState';
import { QuestionHeading, ShortAnswerBox } from '@/components/QuizQuestion';
import { PracticeFeedback, usePracticeCheck } from '../components/PracticeFeedback';
import { DEFAULT_QUESTION_MARKS, SHORT_ANSWER_AUTOSAVE_MS } from '@/lib/constants';
import { answerText, flattenShort, isAnswered } from '@/lib/quiz';
import { httpStatus, serverErrorText } from '@/lib/errors';
import type { Attempt, QuizData } from '@/lib/types';
import { PATHS } from '@/config/paths';

export default function ShortQuizPage() {
  return <QuizSessionGate resultsPath="/weeklyShortQuizResults">{(props) => <ShortRunner {...props} />}</QuizSessionGate>;
}

function ShortRunner({ attemptId, attempt, quizData }: { attemptId: string; attempt: Attempt; quizData: QuizData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const questions = flattenShort(quizData);
  const total = questions.length;
  const showResults = (done: Attempt) =>
    navigate(PATHS.weeklyShortResults, { replace: true, state: { attemptId, attempt: done } });
  const run = useQuizRun({ attemptId, attempt, quizData, quizType: 'short-answer', total, onDelivered: showResults });
  const { state, stateRef, dispatch, autosave, payload, practice, busy } = run;
  const { check, checking, checkError } = usePracticeCheck(attemptId, dispatch);
  const questionHeading = useQuestionFocus(state.index);
  const lastSaved = useRef(JSON.stringify(state.answers));
  const [submitError, setSubmitError] = useState<string | null>(null);

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
  }, [autosave, payload, stateRef]);

  const submit = async () => {
    if (stateRef.current.phase !== 'answering') return;
    setSubmitError(null);
    try {
      showResults(await run.finish());
    } catch (err) {
      const s = httpStatus(err);
      setSubmitError(s === 502 || s === 503 ? t('quiz.reviewSaveFailed') : (serverErrorText(err) ?? t('quiz.reviewSubmitFailed')));
    }
  };

  // Practice mode marks an answer when the student moves on: the first press marks it and shows
  // the marks, the next moves on. A check that failed (a dropped network) does not hold the
  // student back: the answer is marked with the rest on submission.
  const goNext = () => {
    const s = stateRef.current;
    const i = s.index;
    const answer = s.answers[i];
    if (!isAnswered(answer) || checking !== null) return;
    if (practice && !s.locked[i] && checkError !== i) {
      autosave.save(payload('in progress', s.answers));
      void check(i, answer);
      return;
    }
    dispatch({ type: 'next' });
  };

  if (!total) return <QuizLoadError message={t('quiz.noQuestions')} />;
  const q = questions[state.index];
  const current = answerText(state.answers[state.index]);

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <QuizRunTop run={run} attempt={attempt} quizData={quizData} />
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
      {state.phase === 'submitting' && !run.queued && <PageLoader label={t('quiz.reviewing')} />}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: state.phase === 'submitting' && !run.queued ? 'none' : 'block' }}>
        {q.sectionTitle && (
          <Typography variant="overline" color="primary" component="p">
            {q.sectionTitle}
          </Typography>
        )}
        <QuestionPosition index={state.index} total={total} />
        <QuestionHeading headingRef={questionHeading}>
          {q.question}{' '}
          <Typography component="span" color="text.secondary">
            {t('quiz.questionMarks', { count: q.marks ?? DEFAULT_QUESTION_MARKS })}
          </Typography>
        </QuestionHeading>
        <ShortAnswerBox
          value={current}
          onChange={(value) => dispatch({ type: 'answer', index: state.index, value })}
          disabled={busy || checking === state.index}
          readOnly={state.locked[state.index]}
        />
        {practice && (
          <PracticeFeedback
            index={state.index}
            checking={checking}
            checkError={checkError}
            feedback={state.feedback[state.index]}
            onRetry={() => isAnswered(current) && void check(state.index, current)}
          />
        )}
      </Paper>
      <QuizNav run={run} onNext={goNext} nextDisabled={!isAnswered(current) || checking !== null} />
      <QuizRunDialogs run={run} cautionKey="quiz.dialogs.cautionShort" onSubmit={() => void submit()} />
    </Box>
  );
}
