import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { ErrorState, PageLoader } from '@/components/Feedback';
import { serverErrorText } from '@/lib/errors';
import { useAdminTopicQuery, useAdminTopicsQuery } from '../../api';
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
      <PageHeader title={topic.name} subtitle={t('admin.topicDetails.title')} actions={back} />
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
    </>
  );
}
