import { useCallback, useMemo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAdminTopicsQuery } from '../../api';
import { ListPage, useClassFilter } from '../../components/ListPage';
import type { Column } from '@/components/list/ListTable';
import { TOPIC_CLASS_LEVELS } from '../../lib/constants';
import { groupTopics, type TopicGroup } from '../../lib/list';
import '../../lib/texts';
import { PATHS, pathTo } from '@/config/paths';

export default function ManageTopics() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useAdminTopicsQuery();

  const groups = useMemo(() => groupTopics(query.data ?? [], TOPIC_CLASS_LEVELS), [query.data]);
  const filter = useClassFilter<TopicGroup>(TOPIC_CLASS_LEVELS, (g, c) => g.classLevels.includes(c));
  const columns: Column<TopicGroup>[] = [
    { key: 'name', label: t('admin.topics.name'), render: (g) => g.name },
    { key: 'subject', label: t('admin.topics.subject'), render: (g) => g.subjects.join(', '), hideBelow: 'sm' },
    {
      key: 'classes',
      label: t('admin.topics.classLevels'),
      render: (g) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {g.classLevels.map((c) => (
            <Chip key={c} size="small" label={c} />
          ))}
        </Box>
      ),
    },
  ];

  const searchIn = useCallback((g: TopicGroup) => [g.name, ...g.subjects], []);

  return (
    <ListPage
      title={t('admin.topics.title')}
      searchLabel={t('admin.topics.search')}
      searchIn={searchIn}
      filter={filter}
      exportFile="topics.csv"
      add={{ to: PATHS.addTopic, label: t('admin.topics.add') }}
      query={query}
      rows={groups}
      columns={columns}
      empty={t('admin.topics.empty')}
      failed={t('admin.topics.fetchFailed')}
      onOpen={(g) => navigate(pathTo.topicDisplayDetails(g.id))}
    />
  );
}
