/** Calls used by more than one feature (features do not import each other). */
import { api, listTag, listTags } from './api';
import type { Achievement, Attempt, Quiz, Stats, Subject, User } from './types';
import type { Answer } from './types';

export const commonApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<User, string>({
      query: (uid) => `api/user/${encodeURIComponent(uid)}`,
      transformResponse: (r: Answer<'/api/user/{uid}', 'get'>) => r.data,
      providesTags: (_r, _e, uid) => [{ type: 'User', id: uid }],
    }),
    getUserClass: build.query<string | null, string>({
      query: (uid) => `api/${encodeURIComponent(uid)}/class`,
      transformResponse: (r: Answer<'/api/{uid}/class', 'get'>) => r.data.className ?? null,
      providesTags: (_r, _e, uid) => [{ type: 'UserClass', id: uid }],
    }),
    getUserSubjects: build.query<string[], string>({
      query: (uid) => `api/${encodeURIComponent(uid)}/subject`,
      transformResponse: (r: Answer<'/api/{uid}/subject', 'get'>) => r.data.subjects,
      providesTags: (_r, _e, uid) => [{ type: 'UserSubjects', id: uid }],
    }),
    getSubjectsForClass: build.query<Subject[], string>({
      query: (classLevel) => ({ url: 'api/subjects/filter', params: { classLevel } }),
      transformResponse: (r: Answer<'/api/subjects/filter', 'get'>) => r.data,
      providesTags: (r) => listTags('Subject', r),
    }),
    getAllSubjects: build.query<Subject[], void>({
      query: () => 'api/subjects',
      transformResponse: (r: Answer<'/api/subjects', 'get'>) => r.data,
      providesTags: (r) => listTags('Subject', r),
    }),
    getQuiz: build.query<Quiz, string>({
      query: (id) => `api/quiz/${encodeURIComponent(id)}`,
      transformResponse: (r: Answer<'/api/quiz/{id}', 'get'>) => r.data,
      providesTags: (_r, _e, id) => [{ type: 'Quiz', id }],
    }),
    getAttempts: build.query<Attempt[], string>({
      query: (uid) => `api/${encodeURIComponent(uid)}/user`,
      transformResponse: (r: Answer<'/api/{uid}/user', 'get'>) => r.data,
      providesTags: (r) => listTags('Attempt', r),
    }),
    getAttempt: build.query<Attempt, string>({
      query: (attemptId) => `api/${encodeURIComponent(attemptId)}/quiz`,
      transformResponse: (r: Answer<'/api/{attemptId}/quiz', 'get'>) => r.data,
      providesTags: (_r, _e, id) => [{ type: 'Attempt', id }],
    }),
    getStats: build.query<Stats, string>({
      query: (uid) => `api/${encodeURIComponent(uid)}/stats`,
      transformResponse: (r: Answer<'/api/{uid}/stats', 'get'>) => r.data,
      providesTags: (_r, _e, uid) => [{ type: 'Stats', id: uid }],
    }),
    getStreak: build.query<{ streakDays: number; longestStreak: number }, string>({
      query: (uid) => `api/${encodeURIComponent(uid)}/streak`,
      providesTags: (_r, _e, uid) => [{ type: 'Streak', id: uid }],
    }),
    getUserAchievements: build.query<Achievement[], string>({
      query: (uid) => `api/${encodeURIComponent(uid)}/achievements`,
      transformResponse: (r: Answer<'/api/{uid}/achievements', 'get'>) => r.data,
      providesTags: (r) => [listTag('UserAchievement'), ...(r ?? []).map((a) => ({ type: 'UserAchievement' as const, id: a.id }))],
    }),
  }),
});

export const {
  useGetUserQuery,
  useGetUserClassQuery,
  useGetUserSubjectsQuery,
  useGetSubjectsForClassQuery,
  useGetAllSubjectsQuery,
  useGetQuizQuery,
  useGetAttemptsQuery,
  useGetAttemptQuery,
  useGetStatsQuery,
  useGetStreakQuery,
  useGetUserAchievementsQuery,
} = commonApi;
