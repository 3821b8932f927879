import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/Feedback';
import { PATHS } from '@/config/paths';

export default function NoQuiz() {
  const { t } = useTranslation();
  return (
    <EmptyState
      message={t('quiz.noQuizSelected')}
      action={
        <Button component={RouterLink} to={PATHS.subjects} variant="contained">
          {t('nav.subjects')}
        </Button>
      }
    />
  );
}
