import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorState, PageLoader } from '@/components/Feedback';
import { useAppDispatch } from '@/hooks/store';
import { commonApi } from '@/lib/commonApi';
import { useRetakeAttemptMutation } from '../api';
import { STORAGE } from '@/lib/constants';
import { serverErrorText } from '@/lib/errors';
import { isShortQuizType } from '@/lib/quiz';
import { writeString } from '@/lib/storage';
import { PATHS } from '@/config/paths';

/** A retake loads an earlier attempt's quiz, resets that same attempt, then opens the quiz page. */
export default function Retake() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { attemptId } = useParams();
  const [error, setError] = useState<string | null>(attemptId ? null : t('quiz.noAttemptToRetake'));
  const started = useRef(false);
  const [retake] = useRetakeAttemptMutation();

  useEffect(() => {
    if (!attemptId || started.current) return;
    started.current = true;
    void (async () => {
      let attempt;
      try {
        attempt = await dispatch(commonApi.endpoints.getAttempt.initiate(attemptId, { forceRefetch: true })).unwrap();
      } catch {
        setError(t('quiz.retakeLoadFailed'));
        return;
      }
      const short = isShortQuizType(attempt.quizType);
      try {
        await retake(attemptId).unwrap();
      } catch (err) {
        setError(serverErrorText(err) ?? t('quiz.retakeLoadFailed'));
        return;
      }
      writeString(STORAGE.lastQuizAttemptId, attemptId);
      if (attempt.quizId) writeString(STORAGE.quizId, attempt.quizId);
      writeString(STORAGE.quizMode, attempt.quizMode ?? 'practice');
      navigate(short ? PATHS.shortQuiz : PATHS.mcqQuiz, { replace: true, state: { attemptId, retake: true } });
    })();
  }, [attemptId, dispatch, navigate, t, retake]);

  if (error) return <ErrorState message={error} />;
  return <PageLoader label={t('quiz.preparingRetake')} />;
}
