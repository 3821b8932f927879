import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import LocalFireDepartment from '@mui/icons-material/LocalFireDepartment';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import TrendingUp from '@mui/icons-material/TrendingUp';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { StatCard } from '@/components/StatCard';
import { CardsSkeleton, EmptyState, ErrorState } from '@/components/Feedback';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { useCatalogueText } from '@/lib/catalogueText';
import { useGetStatsQuery, useGetUserAchievementsQuery } from '@/lib/commonApi';
import { ACHIEVEMENT_RANKS, REPORT_CARD_CSV } from '@/lib/constants';
import { downloadText } from '@/lib/csv';
import { GRADES, type Grade } from '@/lib/score';
import { formatDate } from '@/lib/time';
import { reportCardCsv, reportRows } from '../lib/reportCsv';

const GRADE_COLOR: Record<Grade, 'success' | 'info' | 'warning' | 'error' | 'default'> = {
  Excellent: 'success',
  Good: 'info',
  Average: 'warning',
  Poor: 'error',
  'Take a quiz': 'default',
};

const rankIndex = (r?: string) => {
  const i = ACHIEVEMENT_RANKS.findIndex((x) => x.toLowerCase() === (r ?? 'bronze').toLowerCase());
  return i < 0 ? 0 : i;
};

export default function ReportCard() {
  const { t, i18n } = useTranslation();
  const catalogue = useCatalogueText();
  const { uid } = useCurrentUser();
  const stats = useGetStatsQuery(uid ?? '', { skip: !uid });
  const achievements = useGetUserAchievementsQuery(uid ?? '', { skip: !uid });
  const [grade, setGrade] = useState<Grade | 'all'>('all');
  const s = stats.data;
  const rows = reportRows(s?.subjects).filter((r) => grade === 'all' || r.grade === grade);
  const gradeLabel = (g: Grade) => t(`common.grades.${g}`);

  const exportCsv = () => {
    const csv = reportCardCsv(
      // The export says what the page says: its headings and subject names in the page's language.
      rows.map((r) => ({ ...r, subject: catalogue.name(r.subject) })),
      [t('reportCard.subject'), t('reportCard.attempts'), t('reportCard.average'), t('reportCard.grade')],
      gradeLabel,
    );
    downloadText(REPORT_CARD_CSV, csv);
  };

  const list = [...(achievements.data ?? [])].sort(
    (a, b) => Number(!!b.unlocked) - Number(!!a.unlocked) || rankIndex(a.rank) - rankIndex(b.rank),
  );
  const unlocked = list.filter((a) => a.unlocked);

  return (
    <>
      <PageHeader title={t('reportCard.title')} />
      {stats.isError && <ErrorState message={t('reportCard.loadFailed')} onRetry={() => void stats.refetch()} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, my: 3 }}>
        <StatCard
          label={t('reportCard.achievementsUnlocked')}
          value={t('reportCard.ofTotal', { unlocked: s?.achievementsUnlocked ?? 0, total: s?.achievementsTotal ?? 0 })}
          icon={<EmojiEvents />}
          loading={stats.isLoading}
        />
        <StatCard label={t('reportCard.streakDays')} value={s?.streakDays ?? 0} icon={<LocalFireDepartment />} loading={stats.isLoading} />
        <StatCard label={t('reportCard.totalAttempts')} value={s?.totalAttempts ?? 0} icon={<QuizOutlined />} loading={stats.isLoading} />
        <StatCard
          label={t('reportCard.averageScore')}
          value={`${Math.round(s?.avgScore ?? 0)}%`}
          caption={t('reportCard.last10')}
          icon={<TrendingUp />}
          loading={stats.isLoading}
        />
      </Box>

      <Box component="section" sx={{ mb: 4 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h2" component="h2">
            {t('reportCard.subjectPerformance')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label={t('reportCard.gradeFilter')}
              value={grade}
              onChange={(e) => setGrade(e.target.value as Grade | 'all')}
              sx={{ minWidth: 180 }}
            >
              <MenuItem value="all">{t('reportCard.allGrades')}</MenuItem>
              {GRADES.map((g) => (
                <MenuItem key={g} value={g}>
                  {gradeLabel(g)}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="outlined" startIcon={<Download />} onClick={exportCsv} disabled={!rows.length}>
              {t('reportCard.exportCsv')}
            </Button>
          </Box>
        </Box>
        {stats.isLoading ? (
          <CardsSkeleton count={3} height={40} />
        ) : rows.length === 0 ? (
          <EmptyState message={t('reportCard.noSubjects')} />
        ) : (
          <TableContainer component={Paper} variant="outlined">
            <Table
              size="small"
              aria-label={t('reportCard.subjectPerformance')}
              sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}
            >
              <TableHead>
                <TableRow>
                  <TableCell>{t('reportCard.subject')}</TableCell>
                  <TableCell align="right">{t('reportCard.attempts')}</TableCell>
                  <TableCell align="right">{t('reportCard.average')}</TableCell>
                  <TableCell>{t('reportCard.grade')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.subject}>
                    <TableCell>{catalogue.name(r.subject)}</TableCell>
                    <TableCell align="right">{r.attempts}</TableCell>
                    <TableCell align="right">{r.average === null ? t('common.none') : `${r.average}%`}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={GRADE_COLOR[r.grade]}
                        label={gradeLabel(r.grade)}
                        sx={{ height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: { xs: 'normal', sm: 'nowrap' }, py: 0.25 } }}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Box>

      <Box component="section">
        <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
          {t('reportCard.achievementsTitle')}
        </Typography>
        {achievements.isLoading ? (
          <CardsSkeleton count={4} height={110} />
        ) : (
          <>
            {unlocked.length === 0 && <EmptyState message={t('reportCard.noAchievements')} />}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
              {list.map((a) => (
                <Card key={a.id} sx={{ opacity: a.unlocked ? 1 : 0.65 }} data-testid="achievement-card">
                  <CardContent>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
                      {a.unlocked ? <EmojiEvents color="warning" aria-hidden /> : <LockOutlined color="disabled" aria-hidden />}
                      <Typography sx={{ fontWeight: 700 }}>{a.title}</Typography>
                    </Box>
                    <Typography variant="body2" color="text.secondary">
                      {a.description}
                    </Typography>
                    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
                      <Chip size="small" label={t(`common.ranks.${ACHIEVEMENT_RANKS[rankIndex(a.rank)]}`)} />
                      {a.unlocked ? (
                        a.earnedAt && (
                          <Chip size="small" variant="outlined" label={t('reportCard.earnedOn', { date: formatDate(a.earnedAt, i18n.language) })} />
                        )
                      ) : (
                        <Chip size="small" variant="outlined" label={t('reportCard.locked')} />
                      )}
                    </Box>
                  </CardContent>
                </Card>
              ))}
            </Box>
          </>
        )}
      </Box>
    </>
  );
}
