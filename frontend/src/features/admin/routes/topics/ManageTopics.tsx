import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAdminTopicsQuery } from '../../api';
import { ListPage } from '../../components/ListPage';
import { ListToolbar } from '../../components/ListToolbar';
import type { Column } from '../../components/ListTable';
import { useExport } from '../../hooks/useExport';
import { useListState } from '../../hooks/useListState';
import { TOPIC_CLASS_LEVELS } from '../../lib/constants';
import { groupTopics, matchesQuery, type TopicGroup } from '../../lib/list';
import '../../lib/texts';
import { pathTo } from '@/config/paths';

export default function ManageTopics() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListState();
  const query = useAdminTopicsQuery();
  const { exportCsv, exporting } = useExport('topics.csv');

  const groups = useMemo(() => groupTopics(query.data ?? [], TOPIC_CLASS_LEVELS), [query.data]);
  const items = useMemo(
    () =>
      groups.filter(
        (g) => (list.filter === 'all' || g.classLevels.includes(list.filter)) && matchesQuery(list.search, g.name, ...g.subjects),
      ),
    [groups, list.filter, list.search],
  );

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

  return (
    <ListPage
      title={t('admin.topics.title')}
      toolbar={
        <ListToolbar
          search={list.search}
          onSearch={list.setSearch}
          searchLabel={t('admin.topics.search')}
          filterLabel={t('admin.list.classFilter')}
          filter={list.filter}
          filterOptions={[{ value: 'all', label: t('admin.list.allClasses') }, ...TOPIC_CLASS_LEVELS.map((c) => ({ value: c, label: c }))]}
          onFilter={list.setFilter}
          pageSize={list.pageSize}
          onPageSize={list.setPageSize}
          onExport={exportCsv}
          exporting={exporting}
          addTo="/add-topic"
          addLabel={t('admin.topics.add')}
        />
      }
      query={query}
      items={items}
      page={list.page}
      pageSize={list.pageSize}
      onPage={list.setPage}
      columns={columns}
      empty={t('admin.topics.empty')}
      failed={t('admin.topics.fetchFailed')}
      onOpen={(g) => navigate(pathTo.topicDisplayDetails(g.id))}
    />
  );
}
