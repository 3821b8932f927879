import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { ErrorState, PageLoader } from '@/components/Feedback';
import { QuizDialog } from '@/components/QuizDialog';
import { useToast } from '@/hooks/useToast';
import {
  useGetAttemptsQuery,
  useGetSchoolQuery,
  useGetSubjectsForClassQuery,
  useGetUserClassQuery,
  useGetUserQuery,
  useGetUserSubjectsQuery,
} from '@/lib/commonApi';
import { PASS_MARK } from '@/lib/constants';
import { serverErrorText } from '@/lib/errors';
import { formatDate } from '@/lib/time';
import { useAdminDeleteUserMutation, useAdminNewSlipMutation } from '../../api';
import { LoginSlips } from '../../components/LoginSlips';
import type { LoginSlip } from '../../types';
import { Pager } from '@/components/list/Pager';
import { ScorePill } from '../../components/StatusPill';
import { DELETE_RETURN_MS, USER_QUIZ_PAGE } from '../../lib/constants';
import { pageCount, pageSlice } from '@/lib/pagination';
import { seconds } from '../../lib/list';
import '../../lib/texts';
import { PATHS, pathTo } from '@/config/paths';

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{value}</Typography>
    </Box>
  );
}

export default function UserDetails() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const user = useGetUserQuery(id, { skip: !id });
  const cls = useGetUserClassQuery(id, { skip: !id });
  const own = useGetUserSubjectsQuery(id, { skip: !id });
  const attempts = useGetAttemptsQuery(id, { skip: !id });
  const className = cls.isError ? null : (cls.data ?? user.data?.className ?? null);
  const classSubjects = useGetSubjectsForClassQuery(className ?? '', { skip: !className });
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const [remove, { isLoading: deleting, isSuccess: deleted }] = useAdminDeleteUserMutation();
  const school = useGetSchoolQuery();
  const [askingSlip, setAskingSlip] = useState(false);
  const [slip, setSlip] = useState<LoginSlip | null>(null);
  const [newSlip, { isLoading: makingSlip }] = useAdminNewSlipMutation();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const ownSubjects = useMemo(() => own.data ?? user.data?.subjects ?? [], [own.data, user.data?.subjects]);
  const checklist = useMemo(() => {
    const names = (classSubjects.data ?? []).map((s) => s.name);
    return [...new Set([...names, ...ownSubjects])];
  }, [classSubjects.data, ownSubjects]);
  const quizzes = useMemo(
    () => [...(attempts.data ?? [])].filter((a) => a.status !== 'in progress').sort((a, b) => seconds(b.createdAt) - seconds(a.createdAt)),
    [attempts.data],
  );

  if (!id) return <ErrorState message={t('admin.userDetails.fetchFailed')} />;
  if (user.isLoading) return <PageLoader />;
  if (user.isError || !user.data)
    return <ErrorState message={serverErrorText(user.error) ?? t('admin.userDetails.fetchFailed')} onRetry={() => void user.refetch()} />;

  const u = user.data;
  const pages = pageCount(quizzes.length, USER_QUIZ_PAGE);
  const current = Math.min(page, pages);
  const rows = pageSlice(quizzes, current, USER_QUIZ_PAGE);
  const classText = className || t('admin.userDetails.noneAssigned');

  const onDelete = async () => {
    try {
      await remove(id).unwrap();
      setConfirming(false);
      toast.success(t('admin.userDetails.removed'), t('admin.userDetails.deleted'));
      timer.current = setTimeout(() => navigate(PATHS.manageUsers), DELETE_RETURN_MS);
    } catch (err) {
      setConfirming(false);
      toast.error(serverErrorText(err) ?? t('admin.userDetails.deleteFailed'), t('common.error'));
    }
  };

  const onNewSlip = async () => {
    try {
      setSlip(await newSlip(id).unwrap());
      setAskingSlip(false);
    } catch (err) {
      setAskingSlip(false);
      toast.error(serverErrorText(err) ?? t('admin.userDetails.slipFailed'), t('common.error'));
    }
  };
  // The slip replaces the page until the admin goes back: its password is shown only now.
  if (slip)
    return (
      <LoginSlips
        accounts={[slip]}
        schoolName={school.data?.name ?? null}
        onBack={() => setSlip(null)}
        backLabel={t('admin.userDetails.slipBack', { name: u.username })}
      />
    );
  const isStudent = (u.role ?? 'student').toLowerCase() === 'student';

  return (
    <>
      <PageHeader title={t('admin.userDetails.title')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 3 }}>
          <Avatar src={u.profilePic ?? undefined} alt={t('admin.userDetails.avatarAlt', { name: u.username })} sx={{ width: 80, height: 80 }}>
            {u.username.slice(0, 1).toUpperCase()}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h2" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {u.username}
            </Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {u.email}
            </Typography>
            <Typography color="text.secondary">{classText}</Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 3 }}>
          <Field label={t('admin.userDetails.residence')} value={u.resident || u.school || t('common.none')} />
          <Field label={t('admin.userDetails.class')} value={classText} />
          <Field label={t('admin.userDetails.role')} value={t(`common.roles.${(u.role ?? 'student').toLowerCase()}`)} />
          <Field label={t('admin.userDetails.streak')} value={t('admin.userDetails.streakDays', { count: u.streak ?? 0 })} />
        </Box>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="h4" sx={{ mb: 1 }}>
            {t('admin.userDetails.subjects')}
          </Typography>
          {checklist.length === 0 ? (
            <Typography color="text.secondary">{t('admin.userDetails.noSubjects')}</Typography>
          ) : (
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
              {checklist.map((name) => (
                <FormControlLabel
                  key={name}
                  label={name}
                  control={<Checkbox checked={ownSubjects.includes(name)} slotProps={{ input: { readOnly: true } }} disabled />}
                />
              ))}
            </FormGroup>
          )}
        </Box>
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography variant="h4" component="h2" gutterBottom>
          {t('admin.userDetails.quizzes')}
        </Typography>
        <TableContainer>
          <Table size="small" aria-label={t('admin.userDetails.quizzes')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('admin.userDetails.subject')}</TableCell>
                <TableCell>{t('admin.userDetails.topic')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('admin.userDetails.date')}</TableCell>
                <TableCell align="right">{t('admin.userDetails.score')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {attempts.isLoading ? null : rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={4} sx={{ textAlign: 'center', color: 'text.secondary' }}>
                    {t('admin.userDetails.noQuizzes')}
                  </TableCell>
                </TableRow>
              ) : (
                rows.map((a) => (
                  <TableRow key={a.id} data-testid="quiz-row">
                    <TableCell>{a.subject}</TableCell>
                    <TableCell>{a.topic}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{formatDate(a.createdAt, i18n.language)}</TableCell>
                    <TableCell align="right">
                      <ScorePill score={a.score ?? 0} passMark={PASS_MARK} />
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
        {quizzes.length > USER_QUIZ_PAGE && <Pager page={current} pages={pages} onPage={setPage} total={quizzes.length} pageSize={USER_QUIZ_PAGE} />}
      </Paper>

      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={pathTo.editUser(id)} variant="contained">
          {t('admin.userDetails.edit')}
        </Button>
        {isStudent && (
          <Button variant="outlined" onClick={() => setAskingSlip(true)} disabled={makingSlip}>
            {t('admin.userDetails.newSlip')}
          </Button>
        )}
        <Button color="error" variant="outlined" onClick={() => setConfirming(true)} disabled={deleting || deleted}>
          {deleting ? t('admin.userDetails.deleting') : t('admin.userDetails.delete')}
        </Button>
        <Button onClick={() => navigate(PATHS.manageUsers)}>{t('common.cancel')}</Button>
      </Box>
      <QuizDialog
        kind="confirm"
        open={confirming}
        title={t('admin.userDetails.confirmTitle')}
        message={deleting ? t('admin.userDetails.deleting') : t('admin.userDetails.confirmText', { name: u.username })}
        onConfirm={() => void onDelete()}
        onClose={() => setConfirming(false)}
        busy={deleting}
      />
      <QuizDialog
        kind="confirm"
        open={askingSlip}
        title={t('admin.userDetails.slipTitle')}
        message={t('admin.userDetails.slipText', { name: u.username })}
        onConfirm={() => void onNewSlip()}
        onClose={() => setAskingSlip(false)}
        busy={makingSlip}
      />
    </>
  );
}
