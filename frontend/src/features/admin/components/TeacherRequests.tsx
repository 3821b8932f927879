import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/hooks/useToast';
import { serverErrorText } from '@/lib/errors';
import { formatDate } from '@/lib/time';
import { useAdminDecideTeacherRequestMutation, useAdminTeacherRequestsQuery } from '../api';
import type { AdminUser } from '../types';
import '../lib/texts';

/**
 * The students who picked "Teacher" at onboarding, each with Approve and Refuse: only an
 * admin makes a teacher. Shown above the users list only while someone waits.
 */
export function TeacherRequests() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const requests = useAdminTeacherRequestsQuery();
  const [decide, { isLoading: deciding }] = useAdminDecideTeacherRequestMutation();
  const waiting = requests.data ?? [];
  if (waiting.length === 0) return null;

  const settle = async (user: AdminUser, approve: boolean) => {
    try {
      await decide({ uid: user.id, approve }).unwrap();
      const name = user.username;
      toast.success(approve ? t('admin.users.approved', { name }) : t('admin.users.refused', { name }), t('common.success'));
    } catch (err) {
      toast.error(serverErrorText(err) ?? t('admin.users.decisionFailed'), t('common.error'));
    }
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="teacher-requests" sx={{ p: { xs: 2, sm: 2.5 }, mb: 2 }}>
      <Typography id="teacher-requests" variant="h6" component="h2">
        {t('admin.users.teacherRequests', { count: waiting.length })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('admin.users.teacherRequestsHelp')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {waiting.map((u) => (
          <Box
            component="li"
            key={u.id}
            data-testid="teacher-request"
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{u.username}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {u.email} · {t('admin.users.requestedOn', { date: formatDate(u.teacherRequestedAt, i18n.language) })}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button
                variant="contained"
                size="small"
                disabled={deciding}
                aria-label={t('admin.users.approveLabel', { name: u.username })}
                onClick={() => void settle(u, true)}
              >
                {t('admin.users.approve')}
              </Button>
              <Button
                variant="outlined"
                size="small"
                disabled={deciding}
                aria-label={t('admin.users.refuseLabel', { name: u.username })}
                onClick={() => void settle(u, false)}
              >
                {t('admin.users.refuse')}
              </Button>
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
