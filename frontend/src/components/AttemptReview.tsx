import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Cancel from '@mui/icons-material/Cancel';
import { useTranslation } from 'react-i18next';
import { answerText, correctAnswerOf, flattenShort, isAnswered, isCorrect, isShortQuizType, mcqQuestions, shortTotalMarks } from '@/lib/quiz';
import { useCatalogueText } from '@/lib/catalogueText';
import { bannerFor } from '@/lib/score';
import { formatClock } from '@/lib/time';
import type { Attempt } from '@/lib/types';
import { DEFAULT_QUESTION_MARKS } from '@/lib/constants';

/** Score, banner (70/50 rule) and question-by-question review of a completed attempt. */
export function AttemptReview({ attempt }: { attempt: Attempt }) {
  const { t } = useTranslation();
  const catalogue = useCatalogueText();
  const short = isShortQuizType(attempt.quizType);
  const score = Math.round(attempt.score ?? 0);
  const banner = bannerFor(score);
  const answers = attempt.selectedAnswers ?? [];

  const mcq = short ? [] : mcqQuestions(attempt.quizData);
  const saq = short ? flattenShort(attempt.quizData) : [];
  // The review's `total` is the marks awarded; the marks available are the questions' marks.
  const totalMarks = short ? shortTotalMarks(saq) : 0;
  const awarded = short
    ? (attempt.review?.total ?? (attempt.review?.questions ?? []).reduce((s, q) => s + (q.marksAwarded ?? 0), 0))
    : 0;
  const total = attempt.totalQuestions ?? (short ? saq.length : mcq.length);

  return (
    <Box>
      <Alert severity={banner === 'pass' ? 'success' : banner === 'info' ? 'info' : 'error'} sx={{ mb: 3 }} data-testid="result-banner">
        {t(`results.banner.${banner}`)}
      </Alert>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center', mb: 3 }}>
        <Box
          sx={{
            width: 120,
            height: 120,
            borderRadius: '50%',
            border: '8px solid',
            borderColor: banner === 'pass' ? 'success.main' : banner === 'info' ? 'info.main' : 'error.main',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <Typography variant="h1" component="p" aria-label={`${t('results.score')}: ${score}%`}>
            {score}%
          </Typography>
        </Box>
        <Box>
          <Typography variant="h3" component="p">
            {short
              ? t('results.marksCount', { awarded, total: totalMarks })
              : t('results.correctCount', { correct: attempt.correctAnswers ?? 0, total })}
          </Typography>
          {typeof attempt.timeTaken === 'number' && attempt.timeTaken > 0 && (
            <Typography color="text.secondary">
              {t('results.timeTaken')}: {formatClock(attempt.timeTaken)}
            </Typography>
          )}
          <Typography color="text.secondary">
            {[catalogue.name(attempt.subject), catalogue.name(attempt.topic), attempt.classLevel].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
      </Box>
      {short && attempt.review?.feedback && (
        <Alert severity="info" sx={{ mb: 3 }}>
          <strong>{t('results.overallFeedback')}:</strong> {attempt.review.feedback}
        </Alert>
      )}
      <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
        {t('results.review')}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {!short &&
          mcq.map((q, i) => {
            const key = correctAnswerOf(q);
            const ok = isCorrect(answers[i], key);
            return (
              <Card component="li" key={i}>
                <CardContent>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                    {key !== undefined &&
                      (ok ? <CheckCircle color="success" titleAccess={t('quiz.correct')} /> : <Cancel color="error" titleAccess={t('quiz.incorrect')} />)}
                    <Typography sx={{ fontWeight: 600 }}>
                      {i + 1}. {q.question}
                    </Typography>
                  </Box>
                  <Typography sx={{ mt: 1 }}>
                    {isAnswered(answers[i]) ? t('results.yourAnswer', { answer: answerText(answers[i]) }) : t('results.noAnswer')}
                  </Typography>
                  {key !== undefined && !ok && (
                    <Typography color="success.dark">{t('results.correctAnswer', { answer: answerText(key) })}</Typography>
                  )}
                  {q.explanation && (
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                      <strong>{t('quiz.explanation')}:</strong> {q.explanation}
                    </Typography>
                  )}
                </CardContent>
              </Card>
            );
          })}
        {short &&
          saq.map((q, i) => {
            const r = attempt.review?.questions?.[i];
            const marks = q.marks ?? DEFAULT_QUESTION_MARKS;
            const got = r?.marksAwarded ?? q.marksAwarded;
            return (
              <Card component="li" key={i}>
                <CardContent>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                    <Typography sx={{ fontWeight: 600 }}>
                      {i + 1}. {q.question}
                    </Typography>
                    {got !== undefined && (
                      <Chip
                        size="small"
                        color={got >= marks ? 'success' : got > 0 ? 'info' : 'error'}
                        label={t('results.marksAwarded', { awarded: got, total: marks })}
                      />
                    )}
                  </Box>
                  <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
                    {isAnswered(answers[i]) ? t('results.yourAnswer', { answer: answerText(answers[i]) }) : t('results.noAnswer')}
                  </Typography>
                  {q.answer && (
                    <Typography color="success.dark">{t('results.correctAnswer', { answer: q.answer })}</Typography>
                  )}
                  {(r?.feedback ?? q.feedback) && (
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                      <strong>{t('results.feedback')}:</strong> {r?.feedback ?? q.feedback}
                    </Typography>
                  )}
                </CardContent>
              </Card>
            );
          })}
      </Box>
    </Box>
  );
}
