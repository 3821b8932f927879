/** Calls used by more than one feature (features do not import each other). */
import { api, listTag, listTags } from './api';
import { filterParams } from './query';
import type {
  Achievement,
  Attempt,
  ClassListArgs,
  MarkChangeNote,
  Quiz,
  SchoolClass,
  Stats,
  StudentAssignment,
  Subject,
  User,
} from './types';

/** The school's settings (`GET /api/school`): its time zone, and its name when the server gives one. */
export interface School {
  timeZone: string;
  name: string | null;
}

/** The time zone the school's dates are shown in when the server does not say. */
export const DEFAULT_TIME_ZONE = 'Africa/Douala';
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
      transformResponse: (r: Answer<'/api/{uid}/streak', 'get'>) => r,
      providesTags: (_r, _e, uid) => [{ type: 'Streak', id: uid }],
    }),
    getUserAchievements: build.query<Achievement[], string>({
      query: (uid) => `api/${encodeURIComponent(uid)}/achievements`,
      transformResponse: (r: Answer<'/api/{uid}/achievements', 'get'>) => r.data,
      providesTags: (r) => [listTag('UserAchievement'), ...(r ?? []).map((a) => ({ type: 'UserAchievement' as const, id: a.id }))],
    }),
    /** The changes of mark a teacher made on an attempt, oldest first (docs/teacher-api.md). */
    getMarkChanges: build.query<MarkChangeNote[], string>({
      query: (attemptId) => `api/attempts/${encodeURIComponent(attemptId)}/marking`,
      transformResponse: (r: Answer<'/api/attempts/{id}/marking', 'get'>) => r.data.changes,
      providesTags: (_r, _e, id) => [{ type: 'Attempt', id }],
    }),
    /** The school's settings: its time zone (docs/teacher-api.md), and its name when given (the login slips). */
    getSchool: build.query<School, void>({
      query: () => 'api/school',
      transformResponse: (r: Answer<'/api/school', 'get'>) => ({ timeZone: r.timeZone, name: r.name?.trim() || null }),
      providesTags: [{ type: 'School' }],
    }),
    /** The school's classes (docs/teacher-api.md): the class screens, and the users list's class filter. */
    classes: build.query<{ data: SchoolClass[]; total: number }, ClassListArgs>({
      query: (args) => ({ url: 'api/classes', params: filterParams(args) }),
      transformResponse: (r: Answer<'/api/classes', 'get'>) => r,
      providesTags: (r) => [listTag('SchoolClass'), ...(r?.data ?? []).map((c) => ({ type: 'SchoolClass' as const, id: c.id }))],
    }),
    /** A student's assignments: upcoming, open, and closed in the last 14 days (the dashboard and the quiz start). */
    getStudentAssignments: build.query<StudentAssignment[], string>({
      query: (uid) => `api/${encodeURIComponent(uid)}/assignments`,
      transformResponse: (r: Answer<'/api/{uid}/assignments', 'get'>) => r.data,
      providesTags: (r) => listTags('Assignment', r),
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
  useGetSchoolQuery,
  useClassesQuery,
  useGetStudentAssignmentsQuery,
  useGetMarkChangesQuery,
} = commonApi;

/** The school's time zone (Africa/Douala until the server has said). */
export function useSchoolTimeZone(): string {
  return useGetSchoolQuery().data?.timeZone ?? DEFAULT_TIME_ZONE;
}
