import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { useCatalogueText } from '@/lib/catalogueText';
import type { Stats } from '@/lib/types';

/** Loaded lazily: scores over time and average score per subject. */
export default function DashboardCharts({ stats }: { stats: Stats }) {
  const { t, i18n } = useTranslation();
  const catalogue = useCatalogueText();
  const points = stats.scoresOverTime ?? [];
  const subjects = (stats.subjects ?? []).filter((s) => s.attempts > 0 && s.average !== null);
  const fmt = (d: string) => {
    const date = new Date(d);
    return Number.isNaN(date.getTime()) ? d : date.toLocaleDateString(i18n.language, { month: 'short', day: 'numeric' });
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <Card>
        <CardContent>
          <Typography variant="h4" component="h3" gutterBottom>
            {t('dashboard.scoresOverTime')}
          </Typography>
          {points.length ? (
            <LineChart
              height={260}
              xAxis={[{ scaleType: 'point', data: points.map((p) => fmt(p.date)) }]}
              yAxis={[{ min: 0, max: 100 }]}
              series={[{ data: points.map((p) => p.score), label: t('dashboard.score'), color: '#1b5e20' }]}
            />
          ) : (
            <Typography color="text.secondary">{t('dashboard.noChartData')}</Typography>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h4" component="h3" gutterBottom>
            {t('dashboard.scoresBySubject')}
          </Typography>
          {subjects.length ? (
            <BarChart
              height={260}
              xAxis={[{ scaleType: 'band', data: subjects.map((s) => catalogue.name(s.subject)) }]}
              yAxis={[{ min: 0, max: 100 }]}
              series={[{ data: subjects.map((s) => Math.round(s.average ?? 0)), label: t('dashboard.avgScore'), color: '#01579b' }]}
            />
          ) : (
            <Typography color="text.secondary">{t('dashboard.noChartData')}</Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
