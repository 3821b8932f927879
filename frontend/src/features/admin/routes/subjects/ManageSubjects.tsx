import { useCallback } from 'react';
import Avatar from '@mui/material/Avatar';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useGetAllSubjectsQuery } from '@/lib/commonApi';
import { CLASS_LEVELS } from '@/lib/constants';
import { formatDate } from '@/lib/time';
import type { Subject } from '@/lib/types';
import { ListPage, useClassFilter } from '../../components/ListPage';
import type { Column } from '@/components/list/ListTable';
import { DEFAULT_SUBJECT_IMAGE } from '../../lib/constants';
import '../../lib/texts';
import { PATHS, pathTo } from '@/config/paths';

const streamOf = (s: Subject) => s.meta?.stream ?? s.stream ?? null;

export default function ManageSubjects() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const query = useGetAllSubjectsQuery();

  const filter = useClassFilter<Subject>(CLASS_LEVELS, (s, c) => s.classLevel === c);
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

  const searchIn = useCallback((s: Subject) => [s.name, s.description, s.classLevel], []);

  return (
    <ListPage
      title={t('admin.subjects.title')}
      searchLabel={t('admin.subjects.search')}
      searchIn={searchIn}
      filter={filter}
      exportFile="subjects.csv"
      add={{ to: PATHS.addSubject, label: t('admin.subjects.add') }}
      query={query}
      rows={query.data}
      columns={columns}
      empty={t('admin.subjects.empty')}
      failed={t('admin.subjects.fetchFailed')}
      onOpen={(s) => navigate(pathTo.subjectDisplayDetails(s.id))}
    />
  );
}
