import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CLASS_LEVELS } from '@/lib/constants';
import { formatDate } from '@/lib/time';
import { useAdminQuizzesQuery } from '../../api';
import { ListPage, useClassFilter } from '../../components/ListPage';
import type { Column } from '@/components/list/ListTable';
import type { QuizSummary } from '../../types';
import '../../lib/texts';
import { PATHS, pathTo } from '@/config/paths';

export default function ManageQuizzes() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const query = useAdminQuizzesQuery();

  const typeLabel = (q: QuizSummary) => t(q.quizType === 'short-answer' ? 'common.quizTypes.saq' : 'common.quizTypes.mcq');
  const filter = useClassFilter<QuizSummary>(CLASS_LEVELS, (q, c) => q.classLevel === c);
  const columns: Column<QuizSummary>[] = [
    { key: 'title', label: t('admin.quizzes.quizTitle'), render: (q) => q.title },
    { key: 'subject', label: t('admin.quizzes.subject'), render: (q) => q.subject, hideBelow: 'sm' },
    { key: 'topic', label: t('admin.quizzes.topic'), render: (q) => q.topic, hideBelow: 'md' },
    { key: 'class', label: t('admin.quizzes.classLevel'), render: (q) => q.classLevel },
    { key: 'type', label: t('admin.quizzes.type'), render: typeLabel, hideBelow: 'md' },
    { key: 'questions', label: t('admin.quizzes.questions'), render: (q) => q.totalQuestions ?? '', hideBelow: 'md', align: 'right' },
    { key: 'created', label: t('admin.quizzes.created'), render: (q) => formatDate(q.createdAt, i18n.language), hideBelow: 'sm' },
  ];

  const searchIn = useCallback((q: QuizSummary) => [q.title, q.subject, q.topic], []);

  return (
    <ListPage
      title={t('admin.quizzes.title')}
      searchLabel={t('admin.quizzes.search')}
      searchIn={searchIn}
      filter={filter}
      exportFile="quizzes.csv"
      add={{ to: PATHS.createQuiz, label: t('admin.quizzes.add') }}
      query={query}
      rows={query.data}
      columns={columns}
      empty={t('admin.quizzes.empty')}
      failed={t('admin.quizzes.fetchFailed')}
      onOpen={(q) => navigate(pathTo.detailQuiz(q.id))}
    />
  );
}
