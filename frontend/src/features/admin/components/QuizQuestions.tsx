import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslation } from 'react-i18next';
import type { PreviewQuestion } from '@/components/QuizPreview';
import type { QuizWithKey } from '../types';

type Key = string | string[] | undefined;

interface McqLike {
  question?: string;
  options?: string[];
  answer?: Key;
  correctAnswer?: Key;
  correct?: Key;
  correct_answer?: Key;
  explanation?: string;
}

interface ShortLike {
  question?: string;
  marks?: number;
  answer?: string;
  explanation?: string;
  markingScheme?: ({ point?: string; marks?: number } | string)[] | string;
}

interface SectionLike {
  title?: string;
  marks?: number;
  questions?: ShortLike[];
}

/** The key of a multiple-choice question, whichever field it came in. */
export function answerKey(q: McqLike): string[] {
  const k = q.answer ?? q.correctAnswer ?? q.correct ?? q.correct_answer;
  if (k === undefined || k === null) return [];
  return (Array.isArray(k) ? k : [k]).map(String);
}

function questionsOf(quiz: QuizWithKey): { mcq: McqLike[]; sections: SectionLike[] } {
  const data = quiz.quizData as { questions?: unknown[]; sections?: unknown[] } | undefined;
  const sections = (quiz.sections ?? data?.sections ?? []) as SectionLike[];
  const mcqSource = (quiz.questions ?? data?.questions ?? []) as unknown[];
  if (sections.length) return { mcq: [], sections };
  // Older shapes may put sections under `questions`.
  if (mcqSource.length && typeof mcqSource[0] === 'object' && mcqSource[0] && 'questions' in (mcqSource[0] as object))
    return { mcq: [], sections: mcqSource as SectionLike[] };
  return { mcq: mcqSource as McqLike[], sections: [] };
}

/** A saved quiz's questions, in order, for the preview as the student will see it. */
export function previewQuestionsOf(quiz: QuizWithKey): PreviewQuestion[] {
  const { mcq, sections } = questionsOf(quiz);
  const short = sections.flatMap((s) => s.questions ?? []);
  if (short.length) return short.map((q, i) => ({ id: `q${i}`, question: q.question ?? '', options: [], answer: q.answer, marks: q.marks }));
  return mcq.map((q, i) => ({ id: `q${i}`, question: q.question ?? '', options: q.options ?? [], answer: answerKey(q) }));
}

/** A quiz's questions with their answers and explanations (admins see the key). */
export function QuizQuestions({ quiz }: { quiz: QuizWithKey }) {
  const { t } = useTranslation();
  const { mcq, sections } = questionsOf(quiz);
  if (!mcq.length && !sections.length) return <Typography color="text.secondary">{t('admin.quizDetails.noQuestions')}</Typography>;

  if (sections.length) {
    let n = 0;
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {sections.map((s, si) => (
          <Paper key={si} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h4" component="h3" gutterBottom>
              {s.title || t('admin.quizDetails.section', { n: si + 1 })}
              {s.marks ? ` · ${t('admin.quizDetails.marks', { count: s.marks })}` : ''}
            </Typography>
            {(s.questions ?? []).map((q) => {
              n += 1;
              const scheme = Array.isArray(q.markingScheme) ? q.markingScheme : q.markingScheme ? [q.markingScheme] : [];
              return (
                <Box key={n} component="section" aria-label={t('admin.quizDetails.question', { n })} sx={{ py: 1.5, borderTop: '1px solid', borderColor: 'divider' }}>
                  <Typography component="div" sx={{ fontWeight: 600 }}>
                    {n}. {q.question}{' '}
                    <Chip size="small" label={t('admin.quizDetails.marks', { count: q.marks ?? 1 })} sx={{ ml: 1 }} />
                  </Typography>
                  {scheme.length > 0 && (
                    <>
                      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                        {t('admin.quizDetails.markingScheme')}
                      </Typography>
                      <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
                        {scheme.map((p, i) => (
                          <li key={i}>
                            <Typography variant="body2">
                              {typeof p === 'string' ? p : `${p.point ?? ''}${p.marks ? ` (${t('admin.quizDetails.marks', { count: p.marks })})` : ''}`}
                            </Typography>
                          </li>
                        ))}
                      </Box>
                    </>
                  )}
                  {q.answer && (
                    <Typography variant="body2">
                      <strong>{t('admin.quizDetails.modelAnswer')}:</strong> {q.answer}
                    </Typography>
                  )}
                  {q.explanation && (
                    <Typography variant="body2" color="text.secondary">
                      <strong>{t('admin.quizDetails.explanation')}:</strong> {q.explanation}
                    </Typography>
                  )}
                </Box>
              );
            })}
          </Paper>
        ))}
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {mcq.map((q, i) => {
        const key = answerKey(q);
        return (
          <Paper key={i} variant="outlined" component="section" aria-label={t('admin.quizDetails.question', { n: i + 1 })} sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography sx={{ fontWeight: 600, mb: 1 }}>
              {i + 1}. {q.question}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
              {(q.options ?? []).map((o, oi) => {
                const right = key.includes(o);
                return (
                  <Box
                    component="li"
                    key={oi}
                    data-correct={right ? 'true' : undefined}
                    sx={{ display: 'flex', gap: 1, alignItems: 'center', px: 1, py: 0.5, borderRadius: 1, bgcolor: right ? 'rgba(27,94,32,0.1)' : undefined }}
                  >
                    {right ? <CheckCircle fontSize="small" color="success" aria-hidden /> : <RadioButtonUnchecked fontSize="small" color="disabled" aria-hidden />}
                    <Typography sx={{ fontWeight: right ? 700 : 400 }}>{o}</Typography>
                  </Box>
                );
              })}
            </Box>
            <Typography variant="body2" sx={{ mt: 1 }}>
              <strong>{t('admin.quizDetails.answer')}:</strong> {key.join(', ') || t('common.none')}
            </Typography>
            {q.explanation && (
              <Typography variant="body2" color="text.secondary">
                <strong>{t('admin.quizDetails.explanation')}:</strong> {q.explanation}
              </Typography>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}
