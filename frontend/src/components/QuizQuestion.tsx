import { useEffect, useRef, type ReactNode, type Ref, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { chosenOptions } from '@/lib/quiz';
import type { GivenAnswer } from '@/lib/types';

/**
 * The body of a question as the student sees it: its position, its heading, the numbered
 * options of a multiple-choice question or the answer box of a short-answer one. The student's
 * quiz pages (features/quiz) and the staff's preview (QuizPreview) both render these, so that
 * the preview is the student's page. They live here, not in features/quiz, because a feature
 * imports no other feature and the question bank's builder previews with them too.
 */

/** The id of the heading the options and the answer box point to. */
export const QUESTION_HEADING_ID = 'question-text';

/**
 * The heading of the question shown: when the question changes (Next, Previous, Skip, the
 * question list), the focus moves to it, so that a keyboard or screen reader user starts on
 * the new question. Not when the page opens: the focus then stays at the start of the page.
 */
export function useQuestionFocus(index: number) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(index);
  useEffect(() => {
    if (shown.current === index) return;
    shown.current = index;
    heading.current?.focus();
  }, [index]);
  return heading;
}

/** "Question i of n": a polite live region, so that moving to another question is announced. */
export function QuestionPosition({ index, total }: { index: number; total: number }) {
  const { t } = useTranslation();
  return (
    <Typography variant="overline" component="p" color="text.secondary" role="status" aria-live="polite" aria-atomic="true">
      {t('quiz.questionOf', { current: index + 1, total })}
    </Typography>
  );
}

/** The question's text as the heading of the question card (focused when the question changes). */
export function QuestionHeading({ headingRef, id = QUESTION_HEADING_ID, children }: { headingRef?: Ref<HTMLHeadingElement>; id?: string; children: ReactNode }) {
  return (
    <Typography variant="h3" component="h2" id={id} ref={headingRef} tabIndex={-1} sx={{ mb: 2 }}>
      {children}
    </Typography>
  );
}

/** How one option stands: chosen, and (once marked) whether it is the key. */
export interface OptionState {
  selected: boolean;
  isKey: boolean;
}

const INSTRUCTION_ID = 'select-all-hint';

/**
 * The numbered option buttons of a multiple-choice question: a radio group, or, for a question
 * whose key is several options (`several`), a group of checkboxes under "Select all that apply"
 * with square numbers instead of round. Once `marked`, the key shows green and a wrong choice red.
 */
export function McqOptionList({
  options,
  questionIndex,
  selected,
  several = false,
  note,
  marked = false,
  isKey = () => false,
  onChoose,
  disabled,
  locked,
  optionRefs,
  labelledBy = QUESTION_HEADING_ID,
}: {
  options: string[];
  /** The question's place, so that each question's buttons are new elements. */
  questionIndex: number;
  /** The option chosen, or (several) the options ticked. */
  selected: GivenAnswer | undefined;
  several?: boolean;
  /** Said after "Select all that apply" (practice: when the answer is checked). */
  note?: ReactNode;
  marked?: boolean;
  isKey?: (option: string) => boolean;
  /** An option chosen, or (several) ticked or unticked. */
  onChoose: (option: string) => void;
  disabled?: (state: OptionState) => boolean;
  locked?: boolean;
  optionRefs?: RefObject<(HTMLButtonElement | null)[]>;
  labelledBy?: string;
}) {
  const { t } = useTranslation();
  const chosen = chosenOptions(selected);
  return (
    <>
      {several && (
        <Typography id={INSTRUCTION_ID} color="text.secondary" sx={{ mb: 1.5 }}>
          {t('quiz.selectAll')} {note}
        </Typography>
      )}
      <Box
        role={several ? 'group' : 'radiogroup'}
        aria-labelledby={labelledBy}
        aria-describedby={several ? INSTRUCTION_ID : undefined}
        sx={{ display: 'grid', gap: 1.5 }}
      >
        {options.map((opt, i) => {
          const state: OptionState = { selected: chosen.includes(opt), isKey: marked && isKey(opt) };
          const color = marked ? (state.isKey ? 'success' : state.selected ? 'error' : 'primary') : 'primary';
          return (
            <Button
              key={`${questionIndex}-${i}`}
              ref={(el) => {
                if (optionRefs) optionRefs.current[i] = el;
              }}
              role={several ? 'checkbox' : 'radio'}
              aria-checked={state.selected}
              variant={state.selected || state.isKey ? 'contained' : 'outlined'}
              color={color}
              onClick={() => onChoose(opt)}
              disabled={disabled?.(state) ?? false}
              aria-disabled={locked || undefined}
              sx={{ justifyContent: 'flex-start', textAlign: 'left', py: 1.5, gap: 1.5 }}
            >
              <Box
                component="span"
                aria-hidden
                sx={{
                  minWidth: 28,
                  height: 28,
                  borderRadius: several ? '4px' : '50%',
                  border: '2px solid currentColor',
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  fontWeight: 700,
                }}
              >
                {i + 1}
              </Box>
              <span>{opt}</span>
            </Button>
          );
        })}
      </Box>
    </>
  );
}

/** The answer box of a short-answer question. */
export function ShortAnswerBox({
  value,
  onChange,
  disabled = false,
  readOnly = false,
  describedBy = QUESTION_HEADING_ID,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  readOnly?: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      multiline
      minRows={4}
      label={t('quiz.yourAnswer')}
      placeholder={t('quiz.answerPlaceholder')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled}
      slotProps={{ htmlInput: { 'aria-describedby': describedBy, readOnly } }}
    />
  );
}
