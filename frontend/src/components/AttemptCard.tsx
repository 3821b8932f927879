import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SUBJECT_IMAGE } from './SubjectCard';
import { useCatalogueText } from '@/lib/catalogueText';
import { REVIEW_NAV_MS } from '@/lib/constants';
import { isShortQuizType } from '@/lib/quiz';
import { bannerFor } from '@/lib/score';
import { formatDate } from '@/lib/time';
import type { Attempt } from '@/lib/types';
import { useToast } from '@/hooks/useToast';
import { PATHS, pathTo } from '@/config/paths';

/**
 * A past attempt: image, topic, score, type, mode, Retake and Review. `headingLevel` is the
 * topic heading's level: h2 right under a page's h1, h3 under a section's h2 (the default).
 */
export function AttemptCard({ attempt, headingLevel = 'h3' }: { attempt: Attempt; headingLevel?: 'h2' | 'h3' }) {
  const { t, i18n } = useTranslation();
  const catalogue = useCatalogueText();
  const topic = catalogue.name(attempt.topic);
  const subject = catalogue.name(attempt.subject);
  const navigate = useNavigate();
  const toast = useToast();
  const reviewing = useRef(false);
  const score = Math.round(attempt.score ?? 0);
  const type = isShortQuizType(attempt.quizType) ? 'saq' : 'mcq';
  const mode = attempt.quizMode === 'exam' ? 'exam' : 'practice';
  const completed = attempt.status !== 'in progress';
  const banner = bannerFor(score);

  const retake = () => {
    if (!attempt.id) return toast.error(t('quiz.noAttemptId'));
    navigate(pathTo.retake(attempt.id));
  };
  const review = () => {
    if (reviewing.current) return;
    reviewing.current = true;
    setTimeout(() => navigate(pathTo.pastQuiz(attempt.id), { state: { attempt } }), REVIEW_NAV_MS);
  };

  return (
    <Card component="article" aria-label={topic || subject} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardMedia component="img" height="96" image={attempt.image || DEFAULT_SUBJECT_IMAGE} alt="" sx={{ objectFit: 'cover' }} />
      <CardContent sx={{ flex: 1 }}>
        {/* Wrapped, not cut off with an ellipsis, so that large text loses nothing. */}
        <Typography variant="h5" component={headingLevel} sx={{ overflowWrap: 'anywhere' }}>
          {topic || subject}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[subject, attempt.classLevel, formatDate(attempt.createdAt, i18n.language)].filter(Boolean).join(' · ')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
          {completed ? (
            <Chip
              size="small"
              color={banner === 'pass' ? 'success' : banner === 'info' ? 'info' : 'error'}
              label={t('attempts.score', { score })}
            />
          ) : (
            <Chip size="small" color="warning" label={t('attempts.inProgress')} />
          )}
          <Chip size="small" variant="outlined" label={t(`common.quizTypes.${type}`)} />
          <Chip size="small" variant="outlined" label={t(`common.modes.${mode}`)} />
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button size="small" variant="outlined" onClick={retake}>
          {t('attempts.retake')}
        </Button>
        {completed ? (
          <Button size="small" variant="contained" onClick={review}>
            {t('attempts.review')}
          </Button>
        ) : (
          <Button
            size="small"
            variant="contained"
            onClick={() =>
              navigate(type === 'saq' ? PATHS.shortQuiz : PATHS.mcqQuiz, { state: { attemptId: attempt.id } })
            }
          >
            {t('attempts.resume')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
