import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CLASS_LEVELS } from '@/lib/constants';
import { formatDate } from '@/lib/time';
import { useAdminQuizzesQuery } from '../../api';
import { ListPage } from '../../components/ListPage';
import { ListToolbar } from '../../components/ListToolbar';
import type { Column } from '../../components/ListTable';
import { useExport } from '../../hooks/useExport';
import { useListState } from '../../hooks/useListState';
import { matchesQuery } from '../../lib/list';
import type { QuizSummary } from '../../types';
import '../../lib/texts';
import { pathTo } from '@/config/paths';

export default function ManageQuizzes() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const list = useListState();
  const query = useAdminQuizzesQuery();
  const { exportCsv, exporting } = useExport('quizzes.csv');

  const items = useMemo(
    () =>
      (query.data ?? []).filter(
        (q) => (list.filter === 'all' || q.classLevel === list.filter) && matchesQuery(list.search, q.title, q.subject, q.topic),
      ),
    [query.data, list.filter, list.search],
  );

  const typeLabel = (q: QuizSummary) => t(q.quizType === 'short-answer' ? 'common.quizTypes.saq' : 'common.quizTypes.mcq');
  const columns: Column<QuizSummary>[] = [
    { key: 'title', label: t('admin.quizzes.quizTitle'), render: (q) => q.title },
    { key: 'subject', label: t('admin.quizzes.subject'), render: (q) => q.subject, hideBelow: 'sm' },
    { key: 'topic', label: t('admin.quizzes.topic'), render: (q) => q.topic, hideBelow: 'md' },
    { key: 'class', label: t('admin.quizzes.classLevel'), render: (q) => q.classLevel },
    { key: 'type', label: t('admin.quizzes.type'), render: typeLabel, hideBelow: 'md' },
    { key: 'questions', label: t('admin.quizzes.questions'), render: (q) => q.totalQuestions ?? '', hideBelow: 'md', align: 'right' },
    { key: 'created', label: t('admin.quizzes.created'), render: (q) => formatDate(q.createdAt, i18n.language), hideBelow: 'sm' },
  ];

  return (
    <ListPage
      title={t('admin.quizzes.title')}
      toolbar={
        <ListToolbar
          search={list.search}
          onSearch={list.setSearch}
          searchLabel={t('admin.quizzes.search')}
          filterLabel={t('admin.list.classFilter')}
          filter={list.filter}
          filterOptions={[{ value: 'all', label: t('admin.list.allClasses') }, ...CLASS_LEVELS.map((c) => ({ value: c, label: c }))]}
          onFilter={list.setFilter}
          pageSize={list.pageSize}
          onPageSize={list.setPageSize}
          onExport={exportCsv}
          exporting={exporting}
          addTo="/create-quiz"
          addLabel={t('admin.quizzes.add')}
        />
      }
      query={query}
      items={items}
      page={list.page}
      pageSize={list.pageSize}
      onPage={list.setPage}
      columns={columns}
      empty={t('admin.quizzes.empty')}
      failed={t('admin.quizzes.fetchFailed')}
      onOpen={(q) => navigate(pathTo.detailQuiz(q.id))}
    />
  );
}
