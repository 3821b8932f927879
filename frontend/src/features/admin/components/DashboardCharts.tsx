import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import type { DashboardData } from '../types';

/** Loaded lazily: quizzes per subject (last 30 days) and the monthly overview. */
export default function DashboardCharts({ data }: { data: DashboardData }) {
  const { t, i18n } = useTranslation();
  const month = (key: string) => {
    const [y, m] = key.split('-').map(Number);
    const d = new Date(Date.UTC(y, (m || 1) - 1, 1));
    return Number.isNaN(d.getTime()) ? key : d.toLocaleDateString(i18n.language, { month: 'short', year: '2-digit', timeZone: 'UTC' });
  };
  const monthly = data.monthly ?? [];
  const subjects = data.quizzesPerSubject ?? [];
  const anyMonthly = monthly.some((m) => m.completed > 0);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <Card>
        <CardContent>
          <Typography variant="h4" component="h2" gutterBottom>
            {t('admin.dashboard.quizzesPerSubject')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('admin.dashboard.lastDays', { count: data.periodDays })}
          </Typography>
          {subjects.length ? (
            <BarChart
              height={280}
              xAxis={[{ scaleType: 'band', data: subjects.map((s) => s.subject) }]}
              yAxis={[{ tickMinStep: 1 }]}
              series={[{ data: subjects.map((s) => s.count), label: t('admin.dashboard.quizzes'), color: '#1b5e20' }]}
            />
          ) : (
            <Typography color="text.secondary" sx={{ py: 4 }}>
              {t('admin.dashboard.noChartData')}
            </Typography>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h4" component="h2" gutterBottom>
            {t('admin.dashboard.monthlyOverview')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('admin.dashboard.monthlyText')}
          </Typography>
          {anyMonthly ? (
            <LineChart
              height={280}
              xAxis={[{ scaleType: 'point', data: monthly.map((m) => month(m.month)) }]}
              yAxis={[{ tickMinStep: 1, min: 0 }]}
              series={[
                { data: monthly.map((m) => m.completed), label: t('admin.dashboard.completed'), curve: 'linear', color: '#01579b' },
                { data: monthly.map((m) => m.passed), label: t('admin.dashboard.passed'), curve: 'linear', color: '#1b5e20' },
                { data: monthly.map((m) => m.failed), label: t('admin.dashboard.failed'), curve: 'linear', color: '#b71c1c' },
              ]}
            />
          ) : (
            <Typography color="text.secondary" sx={{ py: 4 }}>
              {t('admin.dashboard.noChartData')}
            </Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
