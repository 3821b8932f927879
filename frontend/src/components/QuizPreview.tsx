import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { usePhone } from '@/hooks/usePhone';
import { DEFAULT_QUESTION_MARKS } from '@/lib/constants';
import { answerText, isAnswered, isCorrect, toggleOption } from '@/lib/quiz';
import type { GivenAnswer } from '@/lib/types';
import { McqOptionList, QuestionHeading, QuestionPosition, ShortAnswerBox, useQuestionFocus } from './QuizQuestion';

/** One question as the preview shows it: options for multiple choice, none for a short answer. */
export interface PreviewQuestion {
  id: string;
  question: string;
  /** Empty for a short-answer question. */
  options: string[];
  /** The key: one option, or several. */
  answer?: string | string[];
  marks?: number;
}

const HEADING_ID = 'preview-question-text';

/**
 * The quiz as the student will see it, for staff before (or after) saving it: "Question i of n",
 * the question as the heading, the numbered options or the answer box, Previous and Next. It
 * holds its answers in its own state: nothing is sent and no attempt is made. Choosing an option
 * says whether it is the key, since the one looking is staff. A dialog, full-screen on phones;
 * the focus moves into it and back to the button that opened it when it closes (Escape, Close).
 */
export function QuizPreview({ open, onClose, questions, title }: { open: boolean; onClose: () => void; questions: PreviewQuestion[]; title?: string }) {
  const { t } = useTranslation();
  const phone = usePhone();
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="quiz-preview-title">
      <DialogTitle component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <Box component="span" id="quiz-preview-title" sx={{ flex: 1, minWidth: 0 }}>
          {t('quiz.preview.title')}
          {title ? `: ${title}` : ''}
        </Box>
        <IconButton aria-label={t('quiz.preview.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('quiz.preview.note')}
        </Typography>
        {/* Mounted while open only, so that each opening starts at the first question. */}
        {open &&
          (questions.length === 0 ? (
            <Typography>{t('quiz.preview.empty')}</Typography>
          ) : (
            <PreviewRun questions={questions} />
          ))}
      </DialogContent>
    </Dialog>
  );
}

function PreviewRun({ questions }: { questions: PreviewQuestion[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<number, GivenAnswer>>({});
  const heading = useQuestionFocus(index);
  const total = questions.length;
  const q = questions[Math.min(index, total - 1)];
  const current = answers[index];
  const short = q.options.length === 0;
  const keyOf = (opt: string) => (Array.isArray(q.answer) ? q.answer.some((k) => isCorrect(opt, k)) : isCorrect(opt, q.answer));
  const keys = answerText(q.answer);
  // A question with several keys is ticked as the student's page does: every key, nothing else.
  const several = Array.isArray(q.answer) && q.answer.length > 1;
  const answer = (value: GivenAnswer) => setAnswers((cur) => ({ ...cur, [index]: value }));
  const choose = (option: string) => answer(several ? toggleOption(current, option) : option);
  const answered = isAnswered(current);
  // Marked as the server marks it: the one key, or every key and nothing else.
  const right = isCorrect(current, q.answer);

  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="preview-question">
        <QuestionPosition index={index} total={total} />
        <QuestionHeading headingRef={heading} id={HEADING_ID}>
          {q.question}
          {short && (
            <>
              {' '}
              <Typography component="span" color="text.secondary">
                {t('quiz.questionMarks', { count: q.marks ?? DEFAULT_QUESTION_MARKS })}
              </Typography>
            </>
          )}
        </QuestionHeading>
        {short ? (
          <ShortAnswerBox value={typeof current === 'string' ? current : ''} onChange={answer} describedBy={HEADING_ID} />
        ) : (
          <>
            <McqOptionList
              options={q.options}
              questionIndex={index}
              selected={current}
              several={several}
              marked={answered}
              isKey={keyOf}
              onChoose={choose}
              labelledBy={HEADING_ID}
            />
            <Box aria-live="polite" sx={{ mt: answered ? 2 : 0 }}>
              {answered &&
                (right ? (
                  <Alert severity="success">{t('quiz.preview.isKey')}</Alert>
                ) : (
                  <Alert severity="error">{t('quiz.preview.notKey', { key: keys })}</Alert>
                ))}
            </Box>
          </>
        )}
      </Paper>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', flexWrap: 'wrap', mt: 2 }}>
        <Button variant="outlined" onClick={() => setIndex((i) => Math.max(0, i - 1))} disabled={index === 0}>
          {t('common.previous')}
        </Button>
        <Button variant="contained" onClick={() => setIndex((i) => Math.min(total - 1, i + 1))} disabled={index === total - 1}>
          {t('common.next')}
        </Button>
      </Box>
    </>
  );
}
