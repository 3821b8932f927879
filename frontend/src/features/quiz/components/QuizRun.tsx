import { useRef, useSyncExternalStore, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/Feedback';
import { QuizDialog } from '@/components/QuizDialog';
import { useCatalogueText } from '@/lib/catalogueText';
import type { Attempt, QuizData } from '@/lib/types';
import { useAttemptSession } from '../hooks/useAttemptSession';
import type { QuizRun } from '../hooks/useQuizRun';
import { QuizHeader, SaveNotice } from './QuizChrome';
import { QuizLoadError } from './QuizLoadState';

/**
 * Loads the attempt being taken; shows the loader or the load error, sends an attempt that was
 * already completed when the page opened to its results, and otherwise renders the runner.
 */
export function QuizSessionGate({
  resultsPath,
  children,
}: {
  resultsPath: string;
  children: (props: { attemptId: string; attempt: Attempt; quizData: QuizData }) => ReactNode;
}) {
  const session = useAttemptSession();
  const firstStatus = useRef<string | undefined>(undefined);
  if (!session.loading && session.attempt && firstStatus.current === undefined) firstStatus.current = session.attempt.status;

  if (session.error) return <QuizLoadError message={session.error} onRetry={session.attemptId ? session.retry : undefined} />;
  if (session.loading || !session.attempt || !session.quizData || !session.attemptId) return <PageLoader />;
  if (firstStatus.current === 'completed') {
    return <Navigate to={resultsPath} replace state={{ attemptId: session.attemptId }} />;
  }
  return <>{children({ attemptId: session.attemptId, attempt: session.attempt, quizData: session.quizData })}</>;
}

// The question's position and heading focus are shared with the staff's preview.
export { QuestionPosition, useQuestionFocus } from '@/components/QuizQuestion';

/** The header, the restored-answers notice and the save status above every question. */
export function QuizRunTop({ run, attempt, quizData }: { run: QuizRun; attempt: Attempt; quizData: QuizData }) {
  const { t } = useTranslation();
  const catalogue = useCatalogueText();
  const online = useOnline();
  const { state } = run;
  return (
    <>
      <QuizHeader
        title={quizData.title || catalogue.name(attempt.topic) || t('quiz.detailsTitle')}
        subtitle={[catalogue.name(attempt.subject), attempt.classLevel, t(`common.modes.${run.mode}`)].filter(Boolean).join(' · ')}
        index={state.index}
        total={state.total}
        answers={state.answers}
        remaining={state.remaining}
        onJump={(i) => run.dispatch({ type: 'goto', index: i })}
      />
      {run.restored && (
        <Alert severity="info" onClose={() => run.setRestored(false)} sx={{ mb: 2 }}>
          {t('quiz.restored')}
        </Alert>
      )}
      {!online && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="offline-notice">
          {t('quiz.offline')}
        </Alert>
      )}
      {run.queued ? (
        <Alert severity="warning" role="status" sx={{ mb: 2 }} data-testid="submit-queued">
          {t('quiz.submitQueued')}
        </Alert>
      ) : (
        <SaveNotice status={run.autosave.status} pending={run.autosave.pending} keptOnDevice={online && !!run.autosave.outbox} />
      )}
    </>
  );
}

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it has a network. */
function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** Previous, skip and next (submit on the last question). */
export function QuizNav({ run, onNext, nextDisabled }: { run: QuizRun; onNext: () => void; nextDisabled: boolean }) {
  const { t } = useTranslation();
  const { state, busy } = run;
  const isLast = state.index === state.total - 1;
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', flexWrap: 'wrap', mt: 2 }}>
      <Button variant="outlined" onClick={() => run.dispatch({ type: 'prev' })} disabled={state.index === 0 || busy}>
        {t('common.previous')}
      </Button>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="text" onClick={() => run.dispatch({ type: 'skip' })} disabled={busy}>
          {t('quiz.skip')}
        </Button>
        <Button variant="contained" onClick={onNext} disabled={nextDisabled || busy}>
          {isLast ? (run.practice ? t('quiz.finishReview') : t('quiz.submit')) : t('common.next')}
        </Button>
      </Box>
    </Box>
  );
}

/** The confirm, unanswered-questions and time-up dialogs of both quiz kinds. */
export function QuizRunDialogs({ run, cautionKey, onSubmit }: { run: QuizRun; cautionKey: string; onSubmit: () => void }) {
  const { t } = useTranslation();
  const { state, busy } = run;
  const close = () => run.dispatch({ type: 'closeDialog' });
  return (
    <>
      <QuizDialog
        kind="confirm"
        open={state.dialog?.kind === 'confirm'}
        title={t('quiz.dialogs.confirmTitle')}
        message={t('quiz.dialogs.confirmText')}
        onConfirm={onSubmit}
        onClose={close}
        busy={busy}
      />
      <QuizDialog
        kind="caution"
        open={state.dialog?.kind === 'caution'}
        title={t('quiz.dialogs.cautionTitle')}
        message={t(cautionKey, {
          list: state.dialog?.kind === 'caution' ? state.dialog.missing.join(', ') : '',
        })}
        onConfirm={close}
        onClose={close}
      />
      <QuizDialog
        kind="timeup"
        open={state.dialog?.kind === 'timeup'}
        title={t('quiz.dialogs.timeupTitle')}
        message={t('quiz.dialogs.timeupText')}
        onConfirm={onSubmit}
        busy={busy}
      />
    </>
  );
}
