import { useMemo } from 'react';
import Avatar from '@mui/material/Avatar';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useGetAllSubjectsQuery } from '@/lib/commonApi';
import { CLASS_LEVELS } from '@/lib/constants';
import { formatDate } from '@/lib/time';
import type { Subject } from '@/lib/types';
import { ListPage } from '../../components/ListPage';
import { ListToolbar } from '../../components/ListToolbar';
import type { Column } from '../../components/ListTable';
import { useExport } from '../../hooks/useExport';
import { useListState } from '../../hooks/useListState';
import { DEFAULT_SUBJECT_IMAGE } from '../../lib/constants';
import { matchesQuery } from '../../lib/list';
import '../../lib/texts';

const streamOf = (s: Subject) => s.meta?.stream ?? s.stream ?? null;

export default function ManageSubjects() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const list = useListState();
  const query = useGetAllSubjectsQuery();
  const { exportCsv, exporting } = useExport('subjects.csv');

  const items = useMemo(
    () =>
      (query.data ?? []).filter(
        (s) => (list.filter === 'all' || s.classLevel === list.filter) && matchesQuery(list.search, s.name, s.description, s.classLevel),
      ),
    [query.data, list.filter, list.search],
  );

  const columns: Column<Subject>[] = [
    {
      key: 'name',
      label: t('admin.subjects.name'),
      render: (s) => (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <Avatar variant="rounded" src={s.image || DEFAULT_SUBJECT_IMAGE} alt="" sx={{ width: 32, height: 32 }} />
          {s.name}
        </span>
      ),
    },
    { key: 'class', label: t('admin.subjects.classLevel'), render: (s) => s.classLevel },
    { key: 'stream', label: t('admin.subjects.stream'), render: (s) => t(`common.streams.${streamOf(s) ?? 'General'}`, { defaultValue: streamOf(s) ?? '' }), hideBelow: 'sm' },
    { key: 'topics', label: t('admin.subjects.topics'), render: (s) => s.topicsCount ?? 0, hideBelow: 'md', align: 'right' },
    { key: 'created', label: t('admin.subjects.created'), render: (s) => formatDate(s.createdAt, i18n.language), hideBelow: 'md' },
  ];

  return (
    <ListPage
      title={t('admin.subjects.title')}
      toolbar={
        <ListToolbar
          search={list.search}
          onSearch={list.setSearch}
          searchLabel={t('admin.subjects.search')}
          filterLabel={t('admin.list.classFilter')}
          filter={list.filter}
          filterOptions={[{ value: 'all', label: t('admin.list.allClasses') }, ...CLASS_LEVELS.map((c) => ({ value: c, label: c }))]}
          onFilter={list.setFilter}
          pageSize={list.pageSize}
          onPageSize={list.setPageSize}
          onExport={exportCsv}
          exporting={exporting}
          addTo="/add-subject"
          addLabel={t('admin.subjects.add')}
        />
      }
      query={query}
      items={items}
      page={list.page}
      pageSize={list.pageSize}
      onPage={list.setPage}
      columns={columns}
      empty={t('admin.subjects.empty')}
      failed={t('admin.subjects.fetchFailed')}
      onOpen={(s) => navigate(`/subjectDisplayDetails/${encodeURIComponent(s.id)}`)}
    />
  );
}
