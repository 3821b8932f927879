import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CardsSkeleton, EmptyState, ErrorState } from '@/components/Feedback';
import { PageHeader } from '@/components/PageHeader';
import { useToast } from '@/hooks/useToast';
import { downloadText } from '@/lib/csv';
import { pathTo } from '@/config/paths';
import { useResultsCsvMutation, useResultsQuery } from '../api';
import { AnalysisPanel } from '../components/AnalysisPanel';
import { ResultChip, StateChip } from '../components/StateChip';
import { duration, messageOf, useSchoolTime } from '../lib/format';
import type { Results } from '../types';
import '../lib/texts';

/** How often the results table asks again while it is open (docs: a live table). */
export const RESULTS_POLL_MS = 10_000;

/** An assignment's results, live, and its question analysis. */
export default function AssignmentResults() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const time = useSchoolTime();
  const toast = useToast();
  const [tab, setTab] = useState<'results' | 'analysis'>('results');
  const results = useResultsQuery(id, { pollingInterval: RESULTS_POLL_MS, refetchOnFocus: true, skipPollingIfUnfocused: true });
  const [download, { isLoading: downloading }] = useResultsCsvMutation();

  const runExport = async () => {
    try {
      const { name, text } = await download(id).unwrap();
      downloadText(name, text);
    } catch (err) {
      toast.error(messageOf(err, t('teaching.results.exportFailed')), t('common.error'));
    }
  };

  if (results.isError && !results.data)
    return <ErrorState message={messageOf(results.error, t('teaching.results.loadFailed'))} onRetry={() => void results.refetch()} />;
  if (!results.data) return <CardsSkeleton count={3} height={64} />;
  const { assignment: a } = results.data;

  return (
    <>
      <PageHeader
        title={a.title}
        subtitle={
          <>
            {[a.className, a.subject, a.topic, t(`teaching.modes.${a.mode}`)].filter(Boolean).join(' · ')}
            <br />
            {t('teaching.results.window', { opens: time.format(a.opensAt), closes: time.format(a.closesAt) })}
          </>
        }
        actions={
          <>
            <StateChip state={a.state} />
            <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={() => void runExport()} disabled={downloading}>
              {downloading ? t('teaching.results.exporting') : t('teaching.results.export')}
            </Button>
          </>
        }
      />
      <Tabs
        value={tab}
        onChange={(_e, v: 'results' | 'analysis') => setTab(v)}
        aria-label={t('teaching.results.tabs')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="results" label={t('teaching.results.tab')} id="tab-results" aria-controls="panel-results" />
        <Tab value="analysis" label={t('teaching.analysis.tab')} id="tab-analysis" aria-controls="panel-analysis" />
      </Tabs>
      <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'results' ? <ResultsTable data={results.data} /> : <AnalysisPanel assignmentId={id} />}
      </Box>
    </>
  );
}

function ResultsTable({ data }: { data: Results }) {
  const { t } = useTranslation();
  const time = useSchoolTime();
  const { rows, summary, assignment } = data;
  const short = assignment.quizType === 'short-answer';
  if (rows.length === 0) return <EmptyState message={t('teaching.results.noStudents')} />;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
        {t('teaching.results.live')}
      </Typography>
      <TableContainer
        component={Paper}
        variant="outlined"
        sx={{ overflowX: 'auto' }}
        tabIndex={0}
        role="region"
        aria-label={t('teaching.results.tableLabel', { title: assignment.title })}
      >
        <Table size="small" aria-label={t('teaching.results.tableLabel', { title: assignment.title })} sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('teaching.results.student')}</TableCell>
              <TableCell>{t('teaching.results.status')}</TableCell>
              <TableCell align="right">{t('teaching.results.score')}</TableCell>
              <TableCell>{t('teaching.results.timeTaken')}</TableCell>
              <TableCell>{t('teaching.results.submittedAt')}</TableCell>
              <TableCell>{t('teaching.common.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.student.id} data-testid="result-row">
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.student.fullName || r.student.username}</TableCell>
                <TableCell>
                  <ResultChip status={r.status} />
                </TableCell>
                <TableCell align="right">{r.score === null ? '—' : `${r.score}%`}</TableCell>
                <TableCell>{duration(r.timeTaken)}</TableCell>
                <TableCell>{r.submittedAt ? time.format(r.submittedAt) : '—'}</TableCell>
                <TableCell>
                  {short && r.status === 'submitted' && r.attemptId ? (
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                      <Link component={RouterLink} to={pathTo.marking(r.attemptId)} aria-label={t('teaching.results.checkMarksOf', { name: r.student.username })}>
                        {t('teaching.results.checkMarks')}
                      </Link>
                      {r.moderated && <Chip size="small" variant="outlined" label={t('teaching.results.checked')} />}
                    </Box>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow data-testid="summary-row">
              <TableCell component="th" scope="row" sx={{ fontWeight: 700, color: 'text.primary' }}>
                {t('teaching.results.summary', { count: summary.students })}
              </TableCell>
              <TableCell colSpan={5} sx={{ color: 'text.primary' }}>
                {t('teaching.results.counts', { submitted: summary.submitted, inProgress: summary.inProgress, notStarted: summary.notStarted })}
                {' · '}
                {summary.meanScore === null ? t('teaching.results.noMean') : t('teaching.results.mean', { score: Math.round(summary.meanScore) })}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </>
  );
}
