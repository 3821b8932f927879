import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { personName } from '../lib/format';
import type { EnrolReport } from '../types';

/** What an enrolment did (or, in a preview, would do): taken, already there, refused with line and reason. */
export function EnrolReportView({ report }: { report: EnrolReport }) {
  const { t } = useTranslation();
  const preview = !report.confirmed;
  return (
    <Box data-testid="enrol-report" sx={{ display: 'grid', gap: 2 }}>
      <Alert severity={report.refused.length ? 'warning' : 'success'}>
        {t(preview ? 'teaching.enrol.summaryPreview' : 'teaching.enrol.summaryDone', {
          enrolled: report.enrolled.length,
          already: report.alreadyInClass.length,
          refused: report.refused.length,
        })}
      </Alert>
      <section aria-labelledby="enrol-taken">
        <Typography id="enrol-taken" variant="h3" component="h3" sx={{ mb: 0.5 }}>
          {t(preview ? 'teaching.enrol.wouldEnrol' : 'teaching.enrol.enrolled', { count: report.enrolled.length })}
        </Typography>
        {report.enrolled.length ? (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {report.enrolled.map((s) => (
              <li key={s.id}>{personName(s)}</li>
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary">{t('teaching.enrol.none')}</Typography>
        )}
      </section>
      {report.alreadyInClass.length > 0 && (
        <section aria-labelledby="enrol-already">
          <Typography id="enrol-already" variant="h3" component="h3" sx={{ mb: 0.5 }}>
            {t('teaching.enrol.alreadyInClass', { count: report.alreadyInClass.length })}
          </Typography>
          <Typography>{report.alreadyInClass.join(', ')}</Typography>
        </section>
      )}
      {report.refused.length > 0 && (
        <section aria-labelledby="enrol-refused">
          <Typography id="enrol-refused" variant="h3" component="h3" sx={{ mb: 0.5 }}>
            {t('teaching.enrol.refused', { count: report.refused.length })}
          </Typography>
          <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('teaching.enrol.refusedTable')}>
            <Table size="small" aria-label={t('teaching.enrol.refusedTable')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('teaching.enrol.line')}</TableCell>
                  <TableCell>{t('teaching.enrol.username')}</TableCell>
                  <TableCell>{t('teaching.enrol.reason')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {report.refused.map((r) => (
                  <TableRow key={`${r.line}-${r.username}`} data-testid="refused-row">
                    <TableCell>{r.line}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.username || '—'}</TableCell>
                    <TableCell>{r.reason}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </section>
      )}
    </Box>
  );
}
