import { api, listTag } from '@/lib/api';
import type { LeaderboardEntry } from '@/lib/types';
import type { Answer } from '@/lib/types';

export const leaderboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLeaderboard: build.query<LeaderboardEntry[], void>({
      query: () => 'api/leaderboard',
      transformResponse: (r: Answer<'/api/leaderboard', 'get'>) => r.data,
      providesTags: [listTag('Leaderboard')],
    }),
  }),
});

export const { useGetLeaderboardQuery } = leaderboardApi;
