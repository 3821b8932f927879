import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import '../../lib/texts';
import { PATHS } from '@/config/paths';

function Placeholder({ which, to }: { which: 'quizDetails' | 'quizzes'; to: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(`admin.placeholders.${which}.title`)} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography sx={{ mb: 2 }}>{t(`admin.placeholders.${which}.text`)}</Typography>
        <Button component={RouterLink} to={to} variant="contained">
          {t(`admin.placeholders.${which}.link`)}
        </Button>
      </Paper>
    </>
  );
}

/** /quiz-details: a static placeholder (spec). */
export function QuizDetailsPlaceholder() {
  return <Placeholder which="quizDetails" to={PATHS.recentActivity} />;
}

/** /quizzes: a static placeholder (spec). */
export function QuizzesPlaceholder() {
  return <Placeholder which="quizzes" to={PATHS.manageQuizzes} />;
}
