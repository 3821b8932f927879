import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CardsSkeleton, EmptyState, ErrorState } from '@/components/Feedback';
import { PageHeader } from '@/components/PageHeader';
import { ResponsiveTable, type ResponsiveColumn } from '@/components/list/ResponsiveTable';
import { useToast } from '@/hooks/useToast';
import { downloadText } from '@/lib/csv';
import { PATHS, pathTo } from '@/config/paths';
import { useDeleteAssignmentMutation, useResultsCsvMutation, useResultsQuery } from '../api';
import { AnalysisPanel } from '../components/AnalysisPanel';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ResultChip, StateChip } from '../components/StateChip';
import { duration, messageOf, useSchoolTime } from '../lib/format';
import type { ResultRow, Results } from '../types';
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
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const [destroy, destruction] = useDeleteAssignmentMutation();

  const runExport = async () => {
    try {
      const { name, text } = await download(id).unwrap();
      downloadText(name, text);
    } catch (err) {
      toast.error(messageOf(err, t('teaching.results.exportFailed')), t('common.error'));
    }
  };

  const confirmDelete = async () => {
    try {
      const r = await destroy(id).unwrap();
      toast.success(r.message || t('teaching.results.deleted'));
      navigate(PATHS.teacherHome);
    } catch (err) {
      toast.error(messageOf(err, t('teaching.results.deleteFailed')), t('common.error'));
      setDeleting(false);
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
            <Button color="error" variant="outlined" startIcon={<DeleteOutline />} onClick={() => setDeleting(true)}>
              {t('teaching.results.delete')}
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
      <ConfirmDialog
        open={deleting}
        title={t('teaching.results.deleteTitle')}
        text={t(results.data.summary.submitted + results.data.summary.inProgress > 0 ? 'teaching.results.deleteTaken' : 'teaching.results.deleteText', {
          title: a.title,
          className: a.className,
        })}
        confirm={t('teaching.results.delete')}
        busy={destruction.isLoading}
        onCancel={() => setDeleting(false)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}

function ResultsTable({ data }: { data: Results }) {
  const { t } = useTranslation();
  const time = useSchoolTime();
  const { rows, summary, assignment } = data;
  const short = assignment.quizType === 'short-answer';
  if (rows.length === 0) return <EmptyState message={t('teaching.results.noStudents')} />;
  const name = (r: ResultRow) => r.student.fullName || r.student.username;
  const columns: ResponsiveColumn<ResultRow>[] = [
    { key: 'student', label: t('teaching.results.student'), render: name },
    { key: 'status', label: t('teaching.results.status'), render: (r) => <ResultChip status={r.status} /> },
    { key: 'score', label: t('teaching.results.score'), align: 'right', render: (r) => (r.score === null ? '—' : `${r.score}%`) },
    { key: 'tries', label: t('teaching.results.tries'), render: (r) => <Tries row={r} name={name(r)} /> },
    { key: 'time', label: t('teaching.results.timeTaken'), render: (r) => duration(r.timeTaken) },
    { key: 'submitted', label: t('teaching.results.submittedAt'), render: (r) => (r.submittedAt ? time.format(r.submittedAt) : '—') },
    {
      key: 'actions',
      label: t('teaching.common.actions'),
      render: (r) =>
        short && r.status === 'submitted' && r.attemptId ? (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Link component={RouterLink} to={pathTo.marking(r.attemptId)} aria-label={t('teaching.results.checkMarksOf', { name: r.student.username })}>
              {t('teaching.results.checkMarks')}
            </Link>
            {r.moderated && <Chip size="small" variant="outlined" label={t('teaching.results.checked')} />}
          </Box>
        ) : null,
    },
  ];
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
        {t('teaching.results.live')}
      </Typography>
      <ResponsiveTable
        label={t('teaching.results.tableLabel', { title: assignment.title })}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.student.id}
        rowTestId="result-row"
        minWidth={760}
        footer={{
          testId: 'summary-row',
          label: t('teaching.results.summary', { count: summary.students }),
          value: (
            <>
              {t('teaching.results.counts', { submitted: summary.submitted, inProgress: summary.inProgress, notStarted: summary.notStarted })}
              {' · '}
              {summary.meanScore === null ? t('teaching.results.noMean') : t('teaching.results.mean', { score: Math.round(summary.meanScore) })}
            </>
          ),
        }}
      />
    </>
  );
}

/** A student's tries on the assignment, oldest first: how many, and each one's score, linking to its marking page. */
function Tries({ row, name }: { row: ResultRow; name: string }) {
  const { t } = useTranslation();
  const tries = row.tries ?? [];
  if (tries.length === 0) return <>—</>;
  return (
    <Box>
      <Typography variant="body2">{t('teaching.results.triesCount', { count: tries.length })}</Typography>
      <Box component="ol" aria-label={t('teaching.results.triesOf', { name })} sx={{ m: 0, pl: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {tries.map((tr, i) => {
          const label = tr.status === 'completed' ? t('teaching.results.try', { n: i + 1, score: Math.round(tr.score) }) : t('teaching.results.tryInProgress', { n: i + 1 });
          return (
            <li key={tr.attemptId} data-testid="result-try">
              {tr.status === 'completed' ? (
                <Link component={RouterLink} to={pathTo.marking(tr.attemptId)} aria-label={t('teaching.results.tryOf', { label, name })} variant="body2">
                  {label}
                </Link>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {label}
                </Typography>
              )}
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
