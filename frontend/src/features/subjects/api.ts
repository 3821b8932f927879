import { api, listTags } from '@/lib/api';
import type { Subject, Topic } from '@/lib/types';
import type { Answer } from '@/lib/types';

export const subjectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    filterTopics: build.query<Topic[], { classLevel: string; subject: string }>({
      query: (params) => ({ url: 'api/filter-topics', params }),
      transformResponse: (r: Answer<'/api/filter-topics', 'get'>) => r.data,
      providesTags: (r) => listTags('Topic', r),
    }),
    getSubjectById: build.query<Subject, string>({
      query: (id) => `api/userSubject/${encodeURIComponent(id)}`,
      transformResponse: (r: Answer<'/api/userSubject/{id}', 'get'>) => r,
      providesTags: (_r, _e, id) => [{ type: 'Subject', id }],
    }),
  }),
});

export const { useFilterTopicsQuery, useGetSubjectByIdQuery } = subjectsApi;
