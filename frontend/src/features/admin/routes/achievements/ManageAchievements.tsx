import { useCallback, useMemo } from 'react';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { ACHIEVEMENT_RANKS } from '@/lib/constants';
import { formatDate } from '@/lib/time';
import type { Achievement } from '@/lib/types';
import { useAdminAchievementsQuery } from '../../api';
import { ListPage } from '../../components/ListPage';
import type { Column } from '@/components/list/ListTable';
import { DEFAULT_ACHIEVEMENT_CATEGORY, DEFAULT_ACHIEVEMENT_RANK } from '../../lib/constants';
import { ruleText } from '../../lib/achievementRules';
import '../../lib/texts';
import { PATHS } from '@/config/paths';

const RANK_COLOURS: Record<string, string> = { Bronze: '#8d5524', Silver: '#6b6b6b', Gold: '#8a6d00', Platinum: '#35627a' };

export default function ManageAchievements() {
  const { t, i18n } = useTranslation();
  const query = useAdminAchievementsQuery();

  const filter = useMemo(
    () => ({
      label: t('admin.achievements.rankFilter'),
      options: [{ value: 'all', label: t('admin.achievements.allRanks') }, ...ACHIEVEMENT_RANKS.map((r) => ({ value: r, label: t(`common.ranks.${r}`) }))],
      matches: (a: Achievement, rank: string) => (a.rank ?? DEFAULT_ACHIEVEMENT_RANK) === rank,
    }),
    [t],
  );
  const columns: Column<Achievement>[] = [
    { key: 'title', label: t('admin.achievements.titleColumn'), render: (a) => a.title },
    { key: 'description', label: t('admin.achievements.description'), render: (a) => a.description, hideBelow: 'sm' },
    { key: 'rule', label: t('admin.achievements.rule'), render: (a) => ruleText(t, a.rule) },
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

  const searchIn = useCallback((a: Achievement) => [a.title, a.description, a.category, ruleText(t, a.rule)], [t]);

  return (
    <ListPage
      title={t('admin.achievements.title')}
      searchLabel={t('admin.achievements.search')}
      searchIn={searchIn}
      filter={filter}
      exportFile="achievements.csv"
      add={{ to: PATHS.createAchievement, label: t('admin.achievements.add') }}
      query={query}
      rows={query.data}
      columns={columns}
      empty={t('admin.achievements.empty')}
      failed={t('admin.achievements.fetchFailed')}
    />
  );
}
