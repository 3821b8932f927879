import { api, listTag } from '@/lib/api';
import type { Answer, Quiz } from '@/lib/types';

export const weeklyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClassQuizzes: build.query<{ manualQuizzes: Quiz[]; weeklyQuizzes: Quiz[] }, string>({
      query: (classLevel) => ({ url: 'api/filterGeneratedQuizzes', params: { classLevel } }),
      transformResponse: (r: Answer<'/api/filterGeneratedQuizzes', 'get'>) => r,
      providesTags: (r) => [
        listTag('WeeklyQuiz'),
        ...[...(r?.manualQuizzes ?? []), ...(r?.weeklyQuizzes ?? [])].map((q) => ({ type: 'Quiz' as const, id: q.id })),
      ],
    }),
  }),
});

export const { useGetClassQuizzesQuery } = weeklyApi;
