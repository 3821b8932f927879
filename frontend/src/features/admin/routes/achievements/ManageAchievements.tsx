import { useMemo } from 'react';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { ACHIEVEMENT_RANKS } from '@/lib/constants';
import { formatDate } from '@/lib/time';
import type { Achievement } from '@/lib/types';
import { useAdminAchievementsQuery } from '../../api';
import { ListPage } from '../../components/ListPage';
import { ListToolbar } from '../../components/ListToolbar';
import type { Column } from '../../components/ListTable';
import { useExport } from '../../hooks/useExport';
import { useListState } from '../../hooks/useListState';
import { DEFAULT_ACHIEVEMENT_CATEGORY, DEFAULT_ACHIEVEMENT_RANK } from '../../lib/constants';
import { matchesQuery } from '../../lib/list';
import '../../lib/texts';

const RANK_COLOURS: Record<string, string> = { Bronze: '#8d5524', Silver: '#6b6b6b', Gold: '#8a6d00', Platinum: '#35627a' };

export default function ManageAchievements() {
  const { t, i18n } = useTranslation();
  const list = useListState();
  const query = useAdminAchievementsQuery();
  const { exportCsv, exporting } = useExport('achievements.csv');

  const items = useMemo(
    () =>
      (query.data ?? []).filter(
        (a) =>
          (list.filter === 'all' || (a.rank ?? DEFAULT_ACHIEVEMENT_RANK) === list.filter) &&
          matchesQuery(list.search, a.title, a.description, a.category),
      ),
    [query.data, list.filter, list.search],
  );

  const columns: Column<Achievement>[] = [
    { key: 'title', label: t('admin.achievements.titleColumn'), render: (a) => a.title },
    { key: 'description', label: t('admin.achievements.description'), render: (a) => a.description, hideBelow: 'sm' },
    { key: 'category', label: t('admin.achievements.category'), render: (a) => a.category || DEFAULT_ACHIEVEMENT_CATEGORY, hideBelow: 'md' },
    {
      key: 'rank',
      label: t('admin.achievements.rank'),
      render: (a) => {
        const rank = a.rank || DEFAULT_ACHIEVEMENT_RANK;
        return <Chip size="small" label={t(`common.ranks.${rank}`, { defaultValue: rank })} sx={{ bgcolor: RANK_COLOURS[rank], color: '#fff' }} />;
      },
    },
    { key: 'created', label: t('admin.achievements.created'), render: (a) => formatDate(a.createdAt, i18n.language), hideBelow: 'md' },
  ];

  return (
    <ListPage
      title={t('admin.achievements.title')}
      toolbar={
        <ListToolbar
          search={list.search}
          onSearch={list.setSearch}
          searchLabel={t('admin.achievements.search')}
          filterLabel={t('admin.achievements.rankFilter')}
          filter={list.filter}
          filterOptions={[{ value: 'all', label: t('admin.achievements.allRanks') }, ...ACHIEVEMENT_RANKS.map((r) => ({ value: r, label: t(`common.ranks.${r}`) }))]}
          onFilter={list.setFilter}
          pageSize={list.pageSize}
          onPageSize={list.setPageSize}
          onExport={exportCsv}
          exporting={exporting}
          addTo="/create-achievement"
          addLabel={t('admin.achievements.add')}
        />
      }
      query={query}
      items={items}
      page={list.page}
      pageSize={list.pageSize}
      onPage={list.setPage}
      columns={columns}
      empty={t('admin.achievements.empty')}
      failed={t('admin.achievements.fetchFailed')}
    />
  );
}
