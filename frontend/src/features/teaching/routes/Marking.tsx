import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CardsSkeleton, ErrorState } from '@/components/Feedback';
import { PageHeader } from '@/components/PageHeader';
import { AttemptHistory } from '@/components/AttemptHistory';
import { useToast } from '@/hooks/useToast';
import { pathTo } from '@/config/paths';
import { useMarkingQuery, useSaveMarkingMutation } from '../api';
import { messageOf, useSchoolTime } from '../lib/format';
import type { MarkingQuestion } from '../types';
import '../lib/texts';

const MAX_COMMENT = 500;

interface Edit {
  marks: string;
  comment: string;
}

/** A teacher checks a short-answer attempt's marks: changes them with a reason, or confirms them. */
export default function Marking() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const toast = useToast();
  const time = useSchoolTime();
  const query = useMarkingQuery(id);
  const [save, { isLoading: saving }] = useSaveMarkingMutation();
  const [edits, setEdits] = useState<Record<number, Edit>>({});
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<number | null>(null);

  if (query.isError) return <ErrorState message={messageOf(query.error, t('teaching.marking.loadFailed'))} onRetry={() => void query.refetch()} />;
  if (query.isLoading || !query.data) return <CardsSkeleton count={3} height={160} />;
  const m = query.data;

  const edit = (q: MarkingQuestion): Edit => edits[q.number] ?? { marks: String(q.marksAwarded), comment: '' };
  const changed = m.questions.filter((q) => Number(edit(q).marks) !== q.marksAwarded || edit(q).marks.trim() === '');
  const problemOf = (q: MarkingQuestion) => {
    const e = edit(q);
    const n = Number(e.marks);
    if (e.marks.trim() === '' || !Number.isFinite(n) || n < 0 || n > q.marks) return { marks: t('teaching.marking.marksRange', { max: q.marks }) };
    if (n !== q.marksAwarded && !e.comment.trim()) return { comment: t('teaching.marking.commentRequired') };
    if (e.comment.length > MAX_COMMENT) return { comment: t('teaching.marking.commentTooLong', { max: MAX_COMMENT }) };
    return {};
  };
  const problems = changed.filter((q) => Object.keys(problemOf(q)).length > 0);

  const send = async (changes: { number: number; marks: number; comment: string }[]) => {
    setError(null);
    try {
      const r = await save({ id, changes }).unwrap();
      setEdits({});
      setTried(false);
      setSaved(r.attempt.score);
      toast.success(changes.length ? t('teaching.marking.saved') : t('teaching.marking.confirmed'));
    } catch (err) {
      setError(messageOf(err, t('teaching.marking.saveFailed')));
    }
  };
  const saveChanges = () => {
    setTried(true);
    setSaved(null);
    if (problems.length || changed.length === 0) return;
    void send(changed.map((q) => ({ number: q.number, marks: Number(edit(q).marks), comment: edit(q).comment.trim() })));
  };

  return (
    <>
      <PageHeader
        title={t('teaching.marking.title', { name: m.attempt.studentName })}
        subtitle={t('teaching.marking.score', { score: m.attempt.score })}
        actions={
          <>
            {m.moderated && <Chip color="success" variant="outlined" label={t('teaching.marking.moderated')} />}
            {m.attempt.assignmentId && (
              <Button component={RouterLink} to={pathTo.assignmentResults(m.attempt.assignmentId)} variant="outlined">
                {t('teaching.marking.backToResults')}
              </Button>
            )}
          </>
        }
      />
      {saved !== null && (
        <Alert severity="success" sx={{ mb: 2 }} role="status">
          {t('teaching.marking.newScore', { score: saved })}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <AttemptHistory history={m.history} audience="teacher" />
      {m.questions.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('teaching.marking.nothingToMark')}
        </Alert>
      )}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {m.questions.map((q) => {
          const e = edit(q);
          const problem = tried ? problemOf(q) : {};
          const set = (patch: Partial<Edit>) => setEdits((all) => ({ ...all, [q.number]: { ...e, ...patch } }));
          const headingId = `marking-q${q.number}`;
          return (
            <Paper component="li" key={q.number} variant="outlined" sx={{ p: 2 }} aria-labelledby={headingId} data-testid="marking-question">
              <Typography id={headingId} variant="h2" component="h2" sx={{ fontSize: '1.1rem', mb: 1, overflowWrap: 'anywhere' }}>
                {t('teaching.marking.question', { n: q.number, text: q.question })}
              </Typography>
              <Stack spacing={1.5}>
                <Box>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {t('teaching.marking.answer')}
                  </Typography>
                  <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{q.answer || t('teaching.marking.noAnswer')}</Typography>
                </Box>
                {q.markingScheme.length > 0 && (
                  <Box>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {t('teaching.marking.scheme')}
                    </Typography>
                    <Box component="ul" sx={{ m: 0, pl: 3 }}>
                      {q.markingScheme.map((p, i) => (
                        <li key={i}>
                          <Typography variant="body2">{t('teaching.marking.point', { point: p.point, count: p.marks })}</Typography>
                        </li>
                      ))}
                    </Box>
                  </Box>
                )}
                {q.modelAnswer && (
                  <Box>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {t('teaching.marking.modelAnswer')}
                    </Typography>
                    <Typography variant="body2">{q.modelAnswer}</Typography>
                  </Box>
                )}
                <Box>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {t('teaching.marking.markerGave', { mark: q.marksAwarded, marks: q.marks })}
                  </Typography>
                  {q.feedback && <Typography variant="body2">{q.feedback}</Typography>}
                </Box>
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' } }}>
                  <TextField
                    type="number"
                    size="small"
                    label={t('teaching.marking.marks', { max: q.marks })}
                    value={e.marks}
                    onChange={(ev) => set({ marks: ev.target.value })}
                    error={!!problem.marks}
                    helperText={problem.marks}
                    slotProps={{ htmlInput: { min: 0, max: q.marks, step: 1, inputMode: 'numeric' } }}
                  />
                  <TextField
                    size="small"
                    multiline
                    label={t('teaching.marking.comment', { n: q.number })}
                    value={e.comment}
                    onChange={(ev) => set({ comment: ev.target.value })}
                    required={Number(e.marks) !== q.marksAwarded}
                    error={!!problem.comment}
                    helperText={problem.comment || t('teaching.marking.commentHelp')}
                    slotProps={{ htmlInput: { maxLength: MAX_COMMENT } }}
                  />
                </Box>
              </Stack>
            </Paper>
          );
        })}
      </Box>
      {tried && changed.length === 0 && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('teaching.marking.nothingChanged')}
        </Alert>
      )}
      {m.questions.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2, mb: 4 }}>
          <Button variant="contained" onClick={saveChanges} disabled={saving}>
            {saving ? t('teaching.common.saving') : t('teaching.marking.save')}
          </Button>
          <Button variant="outlined" onClick={() => void send([])} disabled={saving || changed.length > 0}>
            {t('teaching.marking.right')}
          </Button>
        </Box>
      )}

      <Box component="section" aria-labelledby="marking-history">
        <Typography id="marking-history" variant="h2" component="h2" sx={{ mb: 1 }}>
          {t('teaching.marking.history')}
        </Typography>
        {m.changes.length === 0 ? (
          <Typography color="text.secondary">{t('teaching.marking.noChanges')}</Typography>
        ) : (
          <TableContainer
            component={Paper}
            variant="outlined"
            sx={{ overflowX: 'auto' }}
            tabIndex={0}
            role="region"
            aria-label={t('teaching.marking.history')}
          >
            <Table size="small" aria-label={t('teaching.marking.history')} sx={{ minWidth: 560 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('teaching.marking.who')}</TableCell>
                  <TableCell>{t('teaching.marking.when')}</TableCell>
                  <TableCell>{t('teaching.marking.which')}</TableCell>
                  <TableCell>{t('teaching.marking.fromTo')}</TableCell>
                  <TableCell>{t('teaching.marking.why')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {m.changes.map((c, i) => (
                  <TableRow key={`${c.at}-${c.number}-${i}`} data-testid="change-row">
                    <TableCell>{c.byName || c.by}</TableCell>
                    <TableCell>{time.format(c.at)}</TableCell>
                    <TableCell>{c.number}</TableCell>
                    <TableCell>{t('teaching.marking.fromToValue', { from: c.from, to: c.to })}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{c.comment}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Box>
      {m.attempt.assignmentId && (
        <Typography sx={{ mt: 2 }}>
          <Link component={RouterLink} to={pathTo.assignmentResults(m.attempt.assignmentId)}>
            {t('teaching.marking.backToResults')}
          </Link>
        </Typography>
      )}
    </>
  );
}
