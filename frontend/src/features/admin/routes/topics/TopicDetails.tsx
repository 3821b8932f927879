import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { ErrorState, PageLoader } from '@/components/Feedback';
import { QuizDialog } from '@/components/QuizDialog';
import { useToast } from '@/hooks/useToast';
import { serverErrorText } from '@/lib/errors';
import { useAdminDeleteTopicMutation, useAdminTopicQuery, useAdminTopicsQuery } from '../../api';
import { TopicEditForm, TopicUsageNote } from '../../components/CatalogueEditForm';
import { TOPIC_CLASS_LEVELS } from '../../lib/constants';
import { groupTopics } from '../../lib/list';
import '../../lib/texts';
import { PATHS } from '@/config/paths';

export default function TopicDetails() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useAdminTopicQuery(id, { skip: !id });
  const all = useAdminTopicsQuery();
  const topic = query.data;
  const navigate = useNavigate();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [remove, { isLoading: removing }] = useAdminDeleteTopicMutation();

  const onRemove = async () => {
    try {
      const r = await remove(id).unwrap();
      setConfirming(false);
      toast.success(r?.message || t('admin.topicDetails.removed'), t('common.success'));
      navigate(PATHS.manageTopics);
    } catch (err) {
      setConfirming(false);
      toast.error(serverErrorText(err) ?? t('admin.topicDetails.removeFailed'), t('common.error'));
    }
  };
  const classLevels = useMemo(() => {
    if (!topic) return [];
    const group = groupTopics(all.data ?? [], TOPIC_CLASS_LEVELS).find((g) => g.name.toLowerCase() === topic.name.trim().toLowerCase());
    return group?.classLevels.length ? group.classLevels : topic.classLevel ? [topic.classLevel] : [];
  }, [all.data, topic]);

  const back = (
    <Button component={RouterLink} to={PATHS.manageTopics} variant="outlined">
      {t('admin.topicDetails.back')}
    </Button>
  );
  if (query.isLoading) return <PageLoader />;
  if (query.isError || !topic)
    return (
      <>
        <PageHeader title={t('admin.topicDetails.title')} actions={back} />
        <ErrorState message={serverErrorText(query.error) ?? t('admin.topicDetails.fetchFailed')} onRetry={() => void query.refetch()} />
      </>
    );
  const subtopics = topic.subtopics ?? [];
  return (
    <>
      <PageHeader
        title={topic.name}
        subtitle={t('admin.topicDetails.title')}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {back}
            {!editing && (
              <Button variant="contained" onClick={() => setEditing(true)}>
                {t('admin.topicDetails.edit')}
              </Button>
            )}
            <Button color="error" variant="contained" onClick={() => setConfirming(true)} disabled={removing}>
              {removing ? t('admin.topicDetails.removing') : t('admin.topicDetails.remove')}
            </Button>
          </Stack>
        }
      />
      {editing && <TopicEditForm key={topic.id} topic={topic} onDone={() => setEditing(false)} />}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3, display: 'grid', gap: 2 }}>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('admin.topicDetails.subject')}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>{topic.subject || t('common.none')}</Typography>
        </Box>
        <Box>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {t('admin.topicDetails.classLevels')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {classLevels.map((c) => (
              <Chip key={c} label={c} size="small" />
            ))}
          </Box>
        </Box>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('admin.topicDetails.description')}
          </Typography>
          <Typography>{topic.description || t('admin.topicDetails.noDescription')}</Typography>
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h4" component="h2" gutterBottom>
          {t('admin.topicDetails.subtopics')}
        </Typography>
        {subtopics.length === 0 ? (
          <Typography color="text.secondary">{t('admin.topicDetails.noSubtopics')}</Typography>
        ) : (
          <Box component="ul" sx={{ pl: 2, m: 0 }}>
            {subtopics.map((s, i) => (
              <li key={`${s.name}-${i}`}>
                <Typography sx={{ fontWeight: 600 }}>{s.name}</Typography>
                {s.description && <Typography color="text.secondary">{s.description}</Typography>}
              </li>
            ))}
          </Box>
        )}
      </Paper>
      <QuizDialog
        kind="confirm"
        open={confirming}
        title={t('admin.topicDetails.removeTitle', { name: topic.name })}
        message={t('admin.topicDetails.removeText')}
        onConfirm={() => void onRemove()}
        onClose={() => setConfirming(false)}
        busy={removing}
      >
        {confirming && (
          <Box sx={{ mt: 2 }}>
            <TopicUsageNote id={topic.id} kind="remove" />
          </Box>
        )}
      </QuizDialog>
    </>
  );
}
