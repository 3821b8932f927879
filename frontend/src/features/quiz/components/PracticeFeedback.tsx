/**
 * Practice mode's instant feedback, shared by both quiz kinds: the server checks one answer
 * (a multiple-choice key, or a short answer marked as it would be on submission) and the page
 * shows the verdict, the right answer and why.
 */
import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { answerText } from '@/lib/quiz';
import type { GivenAnswer } from '@/lib/types';
import { useCheckAnswerMutation } from '../api';
import type { Feedback, QuizAction } from '../lib/machine';

/** Checks one answer on the server and locks the question with the feedback. */
export function usePracticeCheck(attemptId: string, dispatch: (action: QuizAction) => void) {
  const [checkAnswer] = useCheckAnswerMutation();
  const [checking, setChecking] = useState<number | null>(null);
  const [checkError, setCheckError] = useState<number | null>(null);
  const check = useCallback(
    async (index: number, answer: GivenAnswer) => {
      setChecking(index);
      setCheckError(null);
      try {
        const r = await checkAnswer({ attemptId, questionIndex: index, answer }).unwrap();
        dispatch({
          type: 'lock',
          index,
          feedback: {
            correct: !!r.correct,
            correctAnswer: r.correctAnswer,
            explanation: r.explanation,
            marksAwarded: r.marksAwarded,
            marks: r.marks,
            feedback: r.feedback,
          },
        });
      } catch {
        setCheckError(index);
      } finally {
        setChecking(null);
      }
    },
    [attemptId, checkAnswer, dispatch],
  );
  return { check, checking, checkError };
}

/** "Checking…", a failed check with a retry, or the feedback on the question shown. */
export function PracticeFeedback({
  index,
  checking,
  checkError,
  feedback,
  onRetry,
}: {
  index: number;
  checking: number | null;
  checkError: number | null;
  feedback: Feedback | null | undefined;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (checking === index) {
    return (
      <Typography role="status" color="text.secondary" sx={{ mt: 2 }}>
        {t('quiz.checking')}
      </Typography>
    );
  }
  if (checkError === index) {
    return (
      <Alert
        severity="error"
        sx={{ mt: 2 }}
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('quiz.checkFailed')}
      </Alert>
    );
  }
  if (!feedback) return null;
  const marked = feedback.marksAwarded !== undefined && feedback.marks !== undefined;
  const severity = feedback.correct ? 'success' : marked && (feedback.marksAwarded ?? 0) > 0 ? 'warning' : 'error';
  const answer = answerText(feedback.correctAnswer);
  return (
    <Alert severity={severity} sx={{ mt: 2 }} data-testid="practice-feedback">
      <AlertTitle>
        {marked
          ? t('results.marksAwarded', { awarded: feedback.marksAwarded, total: feedback.marks })
          : feedback.correct
            ? t('quiz.correct')
            : t('quiz.incorrect')}
      </AlertTitle>
      {marked && feedback.feedback && (
        <div>
          <strong>{t('results.feedback')}:</strong> {feedback.feedback}
        </div>
      )}
      {!feedback.correct && answer && <div>{t('quiz.correctAnswerIs', { answer })}</div>}
      {feedback.explanation && (
        <div>
          <strong>{t('quiz.explanation')}:</strong> {feedback.explanation}
        </div>
      )}
    </Alert>
  );
}
