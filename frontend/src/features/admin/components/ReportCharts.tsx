import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import type { ReportData } from '../types';

/** Loaded lazily: average score and pass rate by class and by subject. */
export default function ReportCharts({ data }: { data: ReportData }) {
  const { t } = useTranslation();
  const charts = [
    { key: 'byClass', title: t('admin.reports.byClass'), rows: data.byClass.map((r) => ({ label: r.classLevel, ...r })) },
    { key: 'bySubject', title: t('admin.reports.bySubject'), rows: data.bySubject.map((r) => ({ label: r.subject, ...r })) },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      {charts.map((c) => (
        <Card key={c.key}>
          <CardContent>
            <Typography variant="h4" component="h2" gutterBottom>
              {c.title}
            </Typography>
            {c.rows.length ? (
              <BarChart
                height={300}
                xAxis={[{ scaleType: 'band', data: c.rows.map((r) => r.label) }]}
                yAxis={[{ min: 0, max: 100 }]}
                series={[
                  { data: c.rows.map((r) => r.average ?? 0), label: t('admin.reports.average'), color: '#1b5e20' },
                  { data: c.rows.map((r) => r.passRate ?? 0), label: t('admin.reports.passRate'), color: '#01579b' },
                ]}
              />
            ) : (
              <Typography color="text.secondary" sx={{ py: 4 }}>
                {t('admin.reports.empty')}
              </Typography>
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
