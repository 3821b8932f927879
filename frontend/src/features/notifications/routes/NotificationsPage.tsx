import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import EventNote from '@mui/icons-material/EventNote';
import Grading from '@mui/icons-material/Grading';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { CardsSkeleton, EmptyState, ErrorState } from '@/components/Feedback';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { useGetNotificationsQuery } from '../api';
import { formatDate } from '@/lib/time';
import type { AppNotification } from '@/lib/types';

const ICONS: Record<AppNotification['kind'], React.ReactNode> = {
  achievement: <EmojiEvents />,
  weeklyQuiz: <EventNote />,
  result: <Grading />,
  // A teacher set the student's class a quiz; a teacher changed a short-answer mark (docs/teacher-api.md).
  assignment: <AssignmentOutlined />,
  markChanged: <RateReviewOutlined />,
};

/** The words before a notification's title for the kinds whose icon alone would not say what they are. */
const KIND_LABELS: Partial<Record<AppNotification['kind'], string>> = {
  assignment: 'notifications.kinds.assignment',
  markChanged: 'notifications.kinds.markChanged',
};

export default function NotificationsPage() {
  const { t, i18n } = useTranslation();
  const { uid } = useCurrentUser();
  const { data = [], isLoading, isError, refetch } = useGetNotificationsQuery(uid ?? '', { skip: !uid });
  return (
    <>
      <PageHeader title={t('notifications.title')} />
      {isError ? (
        <ErrorState message={t('notifications.loadFailed')} onRetry={() => void refetch()} />
      ) : isLoading ? (
        <CardsSkeleton count={4} height={64} />
      ) : data.length === 0 ? (
        <EmptyState message={t('notifications.empty')} />
      ) : (
        <Paper variant="outlined">
          <List>
            {data.map((n) => (
              <ListItem
                key={n.id}
                divider
                secondaryAction={
                  n.link && n.link.startsWith('/') ? (
                    <Button component={RouterLink} to={n.link} size="small">
                      {t('notifications.open')}
                    </Button>
                  ) : undefined
                }
              >
                <ListItemAvatar>
                  <Avatar sx={{ bgcolor: 'primary.main' }}>{ICONS[n.kind] ?? <EventNote />}</Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={KIND_LABELS[n.kind] ? `${t(KIND_LABELS[n.kind] as string)}: ${n.title}` : n.title}
                  secondary={[n.body, formatDate(n.createdAt, i18n.language)].filter(Boolean).join(' · ')}
                  sx={{ pr: 8 }}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </>
  );
}
