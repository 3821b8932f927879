import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { EmptyState, ErrorState, PageLoader } from '@/components/Feedback';
import { QuizDialog } from '@/components/QuizDialog';
import { useToast } from '@/hooks/useToast';
import { httpStatus, serverErrorText } from '@/lib/errors';
import { formatDate } from '@/lib/time';
import { useAdminDeleteSubjectMutation, useAdminSubjectQuery } from '../../api';
import { SubjectEditForm, SubjectUsageNote } from '../../components/CatalogueEditForm';
import { DEFAULT_SUBJECT_IMAGE } from '../../lib/constants';
import '../../lib/texts';
import { PATHS } from '@/config/paths';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: { xs: 0, sm: 2 }, py: 1 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{children}</Typography>
    </Box>
  );
}

export default function SubjectDetails() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const query = useAdminSubjectQuery(id, { skip: !id });
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const [remove, { isLoading: deleting }] = useAdminDeleteSubjectMutation();

  if (query.isLoading) return <PageLoader />;
  if (query.isError) {
    const message = httpStatus(query.error) === 404 ? t('admin.subjectDetails.notFound') : (serverErrorText(query.error) ?? t('admin.subjectDetails.fetchFailed'));
    return (
      <>
        <PageHeader title={t('admin.subjectDetails.title')} />
        <ErrorState message={message} onRetry={() => void query.refetch()} />
      </>
    );
  }
  const s = query.data;
  if (!s || !s.id) {
    return (
      <>
        <PageHeader title={t('admin.subjectDetails.title')} />
        <EmptyState message={t('admin.subjectDetails.empty')} />
      </>
    );
  }
  const stream = s.meta?.stream ?? (s as { stream?: string | null }).stream ?? null;

  const onDelete = async () => {
    try {
      const r = await remove(s.id).unwrap();
      setConfirming(false);
      toast.success(r?.message ?? t('admin.subjectDetails.deleted'), t('common.success'));
      navigate(PATHS.manageSubjects);
    } catch (err) {
      setConfirming(false);
      toast.error(serverErrorText(err) ?? t('admin.subjectDetails.deleteFailed'), t('common.error'));
    }
  };

  return (
    <>
      <PageHeader
        title={t('admin.subjectDetails.title')}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={PATHS.manageSubjects} variant="outlined">
              {t('admin.subjectDetails.back')}
            </Button>
            {!editing && (
              <Button variant="contained" onClick={() => setEditing(true)}>
                {t('admin.subjectDetails.edit')}
              </Button>
            )}
          </Stack>
        }
      />
      {editing && <SubjectEditForm key={s.id} subject={s} onDone={() => setEditing(false)} />}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '280px 1fr' } }}>
        <Box
          component="img"
          src={s.image || DEFAULT_SUBJECT_IMAGE}
          alt={t('admin.subjectDetails.imageAlt', { name: s.name })}
          onError={(e) => {
            const img = e.currentTarget as HTMLImageElement;
            if (!img.src.endsWith(DEFAULT_SUBJECT_IMAGE)) img.src = DEFAULT_SUBJECT_IMAGE;
          }}
          sx={{ width: '100%', maxWidth: 280, aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 2, bgcolor: 'background.default' }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h2" component="h2" gutterBottom>
            {s.name}
          </Typography>
          <Row label={t('admin.subjectDetails.description')}>{s.description || t('common.none')}</Row>
          <Row label={t('admin.subjectDetails.classLevel')}>{s.classLevel || t('common.none')}</Row>
          <Row label={t('admin.subjectDetails.stream')}>{t(`common.streams.${stream ?? 'General'}`, { defaultValue: stream ?? '' })}</Row>
          <Row label={t('admin.subjectDetails.topics')}>{s.topicsCount ?? 0}</Row>
          <Row label={t('admin.subjectDetails.created')}>{formatDate(s.createdAt, i18n.language) || t('common.none')}</Row>
          <Box sx={{ mt: 2 }}>
            <Button color="error" variant="contained" onClick={() => setConfirming(true)} disabled={deleting}>
              {deleting ? t('admin.subjectDetails.deleting') : t('admin.subjectDetails.delete')}
            </Button>
          </Box>
        </Box>
      </Paper>
      <QuizDialog
        kind="confirm"
        open={confirming}
        title={t('admin.subjectDetails.confirmTitle', { name: s.name })}
        message={t('admin.subjectDetails.confirmText')}
        onConfirm={() => void onDelete()}
        onClose={() => setConfirming(false)}
        busy={deleting}
      >
        {confirming && (
          <Box sx={{ mt: 2 }}>
            <SubjectUsageNote id={s.id} kind="remove" />
          </Box>
        )}
      </QuizDialog>
    </>
  );
}
