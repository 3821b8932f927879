import { api } from '@/lib/api';
import type { SearchResult } from '@/lib/types';
import type { Answer } from '@/lib/types';

export type SearchKind = 'global' | 'quizzes';

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchResult[], { kind: SearchKind; query: string }>({
      query: ({ kind, query }) => ({
        url: kind === 'global' ? 'api/global-search' : 'api/search-quizzes',
        params: { query },
      }),
      transformResponse: (r: Answer<'/api/global-search', 'get'>) => r.results,
      providesTags: [{ type: 'Search', id: 'LIST' }],
    }),
  }),
});

export const { useSearchQuery } = searchApi;
