import { useCallback, useMemo, useState } from 'react';
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

/** Which tab a quiz is listed under: the school's own (an admin's, a teacher's, the weekly job's) or a student's practice quiz. */
export type QuizTab = 'school' | 'practice';

const PRACTICE_SOURCES = new Set(['student', 'supplied']);

export function quizTab(q: Pick<QuizSummary, 'source'>): QuizTab {
  return q.source && PRACTICE_SOURCES.has(q.source) ? 'practice' : 'school';
}

export default function ManageQuizzes() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const query = useAdminQuizzesQuery();
  const [tab, setTab] = useState<QuizTab>('school');
  const split = useMemo(() => {
    const lists: Record<QuizTab, QuizSummary[]> = { school: [], practice: [] };
    for (const q of query.data ?? []) if (!q.retired) lists[quizTab(q)].push(q);
    return lists;
  }, [query.data]);

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
      rows={query.data ? split[tab] : undefined}
      tabs={{
        label: t('admin.quizzes.tabs.label'),
        value: tab,
        onChange: (v) => setTab(v as QuizTab),
        items: [
          { value: 'school', label: t('admin.quizzes.tabs.school', { count: split.school.length }) },
          { value: 'practice', label: t('admin.quizzes.tabs.practice', { count: split.practice.length }) },
        ],
      }}
      columns={columns}
      empty={t(tab === 'school' ? 'admin.quizzes.empty' : 'admin.quizzes.emptyPractice')}
      failed={t('admin.quizzes.fetchFailed')}
      onOpen={(q) => navigate(pathTo.detailQuiz(q.id))}
    />
  );
}
