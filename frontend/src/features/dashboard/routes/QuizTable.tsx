import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { CardsSkeleton, EmptyState, ErrorState } from '@/components/Feedback';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { DashboardTabs } from '../components/DashboardTabs';
import { useCatalogueText } from '@/lib/catalogueText';
import { useGetAttemptsQuery } from '@/lib/commonApi';
import { isShortQuizType } from '@/lib/quiz';
import { PASS_MARK } from '@/lib/constants';
import { formatDate } from '@/lib/time';
import { pathTo } from '@/config/paths';

export default function QuizTable() {
  const { t, i18n } = useTranslation();
  const catalogue = useCatalogueText();
  const { uid } = useCurrentUser();
  const { data = [], isLoading, isError, refetch } = useGetAttemptsQuery(uid ?? '', { skip: !uid });
  return (
    <>
      <PageHeader title={t('dashboard.quizTable')} />
      <DashboardTabs />
      {isError ? (
        <ErrorState message={t('attempts.loadFailed')} onRetry={() => void refetch()} />
      ) : isLoading ? (
        <CardsSkeleton count={3} height={48} />
      ) : !data.length ? (
        <EmptyState message={t('attempts.empty')} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('attempts.table.subject')}</TableCell>
                <TableCell>{t('attempts.table.topic')}</TableCell>
                <TableCell>{t('attempts.table.type')}</TableCell>
                <TableCell>{t('attempts.table.mode')}</TableCell>
                <TableCell>{t('attempts.table.date')}</TableCell>
                <TableCell align="right">{t('attempts.table.score')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((a) => {
                const score = Math.round(a.score ?? 0);
                return (
                  <TableRow key={a.id} hover>
                    <TableCell>{catalogue.name(a.subject)}</TableCell>
                    <TableCell>
                      <Link component={RouterLink} to={pathTo.pastQuiz(a.id)}>
                        {catalogue.name(a.topic)}
                      </Link>
                    </TableCell>
                    <TableCell>{t(`common.quizTypes.${isShortQuizType(a.quizType) ? 'saq' : 'mcq'}`)}</TableCell>
                    <TableCell>{t(`common.modes.${a.quizMode === 'exam' ? 'exam' : 'practice'}`)}</TableCell>
                    <TableCell>{formatDate(a.createdAt, i18n.language)}</TableCell>
                    <TableCell align="right">
                      {a.status === 'in progress' ? (
                        <Chip size="small" color="warning" label={t('attempts.inProgress')} />
                      ) : (
                        <Chip size="small" color={score >= PASS_MARK ? 'success' : 'error'} label={`${score}%`} />
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
