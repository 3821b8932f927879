import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import PercentOutlined from '@mui/icons-material/PercentOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { useTranslation } from 'react-i18next';
import { CardsSkeleton, ErrorState } from '@/components/Feedback';
import { PageHeader } from '@/components/PageHeader';
import { StatCard } from '@/components/StatCard';
import { serverErrorText } from '@/lib/errors';
import { useAdminReportsQuery } from '../../api';
import { ListTable, type Column } from '@/components/list/ListTable';
import { DEFAULT_REPORT_DAYS, REPORT_PERIODS } from '../../lib/constants';
import type { ReportData } from '../../types';
import '../../lib/texts';

const ReportCharts = lazy(() => import('../../components/ReportCharts'));

type Row = ReportData['byClassSubject'][number] & { id: string };

/** Exam results by class and subject, with charts, over a chosen period. */
export default function Reports() {
  const { t } = useTranslation();
  const [days, setDays] = useState<number>(DEFAULT_REPORT_DAYS);
  const query = useAdminReportsQuery(days);
  const pct = (n: number | null | undefined) => (n === null || n === undefined ? t('common.none') : `${n}%`);

  const columns: Column<Row>[] = [
    { key: 'class', label: t('admin.reports.class'), render: (r) => r.classLevel },
    { key: 'subject', label: t('admin.reports.subject'), render: (r) => r.subject },
    { key: 'attempts', label: t('admin.reports.attempts'), render: (r) => r.attempts, align: 'right' },
    { key: 'average', label: t('admin.reports.average'), render: (r) => pct(r.average), align: 'right' },
    { key: 'passed', label: t('admin.reports.passed'), render: (r) => r.passed, align: 'right', hideBelow: 'sm' },
    { key: 'failed', label: t('admin.reports.failed'), render: (r) => r.failed, align: 'right', hideBelow: 'sm' },
  ];

  const d = query.data;
  return (
    <>
      <PageHeader
        title={t('admin.reports.title')}
        subtitle={t('admin.reports.subtitle')}
        actions={
          <TextField select size="small" label={t('admin.reports.period')} value={String(days)} onChange={(e) => setDays(Number(e.target.value))} sx={{ minWidth: 180 }}>
            {REPORT_PERIODS.map((p) => (
              <MenuItem key={p} value={String(p)}>
                {p === 0 ? t('admin.reports.allTime') : t('admin.reports.days', { count: p })}
              </MenuItem>
            ))}
          </TextField>
        }
      />
      {query.isError ? (
        <ErrorState message={serverErrorText(query.error) ?? t('admin.reports.fetchFailed')} onRetry={() => void query.refetch()} />
      ) : query.isLoading || !d ? (
        <CardsSkeleton count={3} />
      ) : (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, mb: 3 }}>
            <StatCard label={t('admin.reports.attempts')} value={d.overall.attempts} icon={<TaskAltOutlined />} />
            <StatCard label={t('admin.reports.average')} value={pct(d.overall.average)} icon={<AssessmentOutlined />} />
            <StatCard label={t('admin.reports.passRate')} value={pct(d.overall.passRate)} icon={<PercentOutlined />} />
          </Box>
          <Box sx={{ mb: 3 }}>
            <Suspense fallback={<Skeleton variant="rounded" height={340} />}>
              <ReportCharts data={d} />
            </Suspense>
          </Box>
          <Typography variant="h4" component="h2" gutterBottom>
            {t('admin.reports.table')}
          </Typography>
          <ListTable
            label={t('admin.reports.table')}
            columns={columns}
            rows={d.byClassSubject.map((r) => ({ ...r, id: `${r.classLevel}|${r.subject}` }))}
            empty={t('admin.reports.empty')}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('admin.reports.note')}
          </Typography>
        </>
      )}
    </>
  );
}
