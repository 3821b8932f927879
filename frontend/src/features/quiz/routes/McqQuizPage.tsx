import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QuizDialog } from '@/components/QuizDialog';
import { useToast } from '@/hooks/useToast';
import { PracticeFeedback, usePracticeCheck } from '../components/PracticeFeedback';
import { useQuizRun } from '../hooks/useQuizRun';
import { QuestionPosition, QuizNav, QuizRunDialogs, QuizRunTop, QuizSessionGate, useQuestionFocus } from '../components/QuizRun';
import { QuizLoadError } from '../components/QuizLoadState';
import { McqOptionList, QuestionHeading, type OptionState } from '@/components/QuizQuestion';
import { RESULT_REDIRECT_MS } from '@/lib/constants';
import { chosenOptions, isAnswered, isCorrect, mcqQuestions, toggleOption } from '@/lib/quiz';
import { bannerFor, mcqMessageKey } from '@/lib/score';
import { serverErrorText } from '@/lib/errors';
import type { Attempt, McqQuestion, QuizData } from '@/lib/types';
import { PATHS } from '@/config/paths';

const PERIODIC_SAVE_S = 30;

export default function McqQuizPage() {
  return <QuizSessionGate resultsPath="/quiz-results-2">{(props) => <McqRunner {...props} />}</QuizSessionGate>;
}

function McqRunner({ attemptId, attempt, quizData }: { attemptId: string; attempt: Attempt; quizData: QuizData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const questions = mcqQuestions(quizData);
  const total = questions.length;
  const [result, setResult] = useState<Attempt | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The result message, then the results page after 3 s. */
  const showResult = (done: Attempt) => {
    setResult(done);
    redirectTimer.current = setTimeout(
      () => navigate(PATHS.mcqResults, { replace: true, state: { attemptId, attempt: done } }),
      RESULT_REDIRECT_MS,
    );
  };
  const run = useQuizRun({ attemptId, attempt, quizData, quizType: 'mcq', total, onDelivered: showResult });
  const { state, stateRef, dispatch, autosave, payload, practice, busy } = run;
  const questionHeading = useQuestionFocus(state.index);

  const { check, checking, checkError } = usePracticeCheck(attemptId, dispatch);
  const optionRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(
    () => () => {
      if (redirectTimer.current) clearTimeout(redirectTimer.current);
    },
    [],
  );

  // Keep the saved remaining time fresh in timed exams.
  const startElapsed = useRef(state.elapsed);
  useEffect(() => {
    if (state.remaining !== null && state.elapsed > startElapsed.current && state.elapsed % PERIODIC_SAVE_S === 0 && state.phase === 'answering') {
      autosave.save(payload('in progress'));
    }
  }, [state.elapsed, state.remaining, state.phase, autosave, payload]);

  // Practice: a question answered earlier (e.g. restored after a reload) shows its feedback when
  // visited. Not one of several answers: that is checked when the student goes on (goNext).
  const severalHere = !!questions[state.index]?.severalAnswers;
  useEffect(() => {
    const i = state.index;
    const a = state.answers[i];
    if (practice && !severalHere && isAnswered(a) && !state.locked[i] && checking === null && checkError !== i) void check(i, a);
  }, [practice, severalHere, state.index, state.answers, state.locked, checking, checkError, check]);

  /** Chooses an option, or ticks or unticks it on a question of several answers. */
  const choose = (option: string) => {
    const s = stateRef.current;
    const i = s.index;
    if (s.phase !== 'answering' || s.locked[i] || checking !== null) return;
    const several = !!questions[i]?.severalAnswers;
    const value = several ? toggleOption(s.answers[i], option) : option;
    dispatch({ type: 'answer', index: i, value });
    const answers = s.answers.slice();
    answers[i] = value;
    autosave.save(payload('in progress', answers));
    if (practice && !several) void check(i, value);
  };

  // Practice marks several answers as the short-answer page marks a text: the first press marks
  // them and shows the feedback, the next moves on (a failed check does not hold the student back).
  const goNext = () => {
    const s = stateRef.current;
    const i = s.index;
    if (!isAnswered(s.answers[i])) return;
    if (practice && questions[i]?.severalAnswers && !s.locked[i] && checkError !== i) {
      if (checking === null) void check(i, s.answers[i]);
      return;
    }
    if (s.index < s.total - 1) autosave.save(payload('in progress', s.answers));
    dispatch({ type: 'next' });
  };

  const submit = async () => {
    if (stateRef.current.phase !== 'answering') return;
    try {
      showResult(await run.finish());
    } catch (err) {
      toast.error(serverErrorText(err) ?? t('quiz.submitFailed'), t('common.error'));
    }
  };

  // Keyboard: number keys choose, arrow keys move between options (and choose in exam mode), Enter goes on.
  const keyHandler = useRef<(e: KeyboardEvent) => void>(() => undefined);
  keyHandler.current = (e: KeyboardEvent) => {
    const s = stateRef.current;
    if (s.dialog || s.phase !== 'answering' || e.altKey || e.ctrlKey || e.metaKey) return;
    const target = e.target as HTMLElement | null;
    if (target?.closest('input, textarea, select, [role="combobox"], [role="listbox"], [role="menu"], .MuiPopover-root')) return;
    const q = questions[s.index];
    if (!q) return;
    const several = !!q.severalAnswers;
    if (/^[1-9]$/.test(e.key)) {
      const n = Number(e.key) - 1;
      if (n < q.options.length) {
        e.preventDefault();
        choose(q.options[n]);
        optionRefs.current[n]?.focus();
      }
      return;
    }
    if (['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight'].includes(e.key)) {
      e.preventDefault();
      const focused = optionRefs.current.findIndex((el) => el === document.activeElement);
      const selected = q.options.findIndex((o) => chosenOptions(s.answers[s.index]).includes(o));
      const from = focused >= 0 ? focused : selected;
      const step = e.key === 'ArrowDown' || e.key === 'ArrowRight' ? 1 : -1;
      const to = from < 0 ? (step > 0 ? 0 : q.options.length - 1) : (from + step + q.options.length) % q.options.length;
      optionRefs.current[to]?.focus();
      if (!practice && !several) choose(q.options[to]);
      return;
    }
    if (e.key === 'Enter') {
      if (target?.closest('button, a')) {
        // Enter on a focused option chooses it (native click); move on only when it is already chosen.
        // A checkbox is ticked with Space: Enter there goes on.
        const idx = optionRefs.current.findIndex((el) => el === target);
        if (idx < 0 || (!several && q.options[idx] !== s.answers[s.index])) return;
        e.preventDefault();
      }
      if (isAnswered(s.answers[s.index])) goNext();
    }
  };
  useEffect(() => {
    const listener = (e: KeyboardEvent) => keyHandler.current(e);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  if (!total) return <QuizLoadError message={t('quiz.noQuestions')} />;

  const q: McqQuestion = questions[state.index];
  const current = state.answers[state.index];
  const fb = state.feedback[state.index];
  const locked = state.locked[state.index];
  const isKey = (opt: string) => !!fb && chosenOptions(fb.correctAnswer).some((k) => isCorrect(opt, k));
  const disabled = ({ selected, isKey: key }: OptionState) => busy || (locked && !selected && !key) || checking === state.index;
  const score = Math.round(result?.score ?? 0);
  const banner = bannerFor(score);

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <QuizRunTop run={run} attempt={attempt} quizData={quizData} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <QuestionPosition index={state.index} total={total} />
        <QuestionHeading headingRef={questionHeading}>{q.question}</QuestionHeading>
        <McqOptionList
          options={q.options}
          questionIndex={state.index}
          selected={current}
          several={q.severalAnswers}
          note={practice && !locked && t('quiz.checkedOnNext')}
          marked={!!fb}
          isKey={isKey}
          onChoose={choose}
          disabled={disabled}
          locked={locked}
          optionRefs={optionRefs}
        />
        {practice && (
          <PracticeFeedback
            index={state.index}
            checking={checking}
            checkError={checkError}
            feedback={fb}
            onRetry={() => isAnswered(current) && void check(state.index, current)}
          />
        )}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2, display: { xs: 'none', sm: 'block' } }}>
          {t(q.severalAnswers ? 'quiz.keyboardHintSeveral' : 'quiz.keyboardHint', { max: Math.min(9, q.options.length) })}
        </Typography>
      </Paper>
      <QuizNav run={run} onNext={goNext} nextDisabled={!isAnswered(current) || checking !== null} />
      <QuizRunDialogs run={run} cautionKey="quiz.dialogs.cautionMcq" onSubmit={() => void submit()} />
      <QuizDialog
        kind={banner}
        open={!!result}
        title={t(`quiz.dialogs.${banner}Title`)}
        message={
          <>
            <Typography variant="h3" component="p" sx={{ mb: 1 }}>
              {t(`quiz.messages.${mcqMessageKey(score)}`)}
            </Typography>
            <span>{t('quiz.dialogs.scoreLine', { score })}</span>
            <br />
            <span>{t('quiz.dialogs.redirecting')}</span>
          </>
        }
      />
    </Box>
  );
}
