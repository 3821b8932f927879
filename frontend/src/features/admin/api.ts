import { api, listTag, listTags } from '@/lib/api';
import type { Achievement, Attempt, Subject, Topic } from '@/lib/types';
import type {
  AdminUser,
  DashboardData,
  ExportName,
  LoginSlip,
  NewAchievement,
  NewUserForm,
  QuizSummary,
  QuizWithKey,
  Registration,
  ReportData,
  UserImportRequest,
  UserImportResult,
} from './types';
import type { Answer, Schemas } from '@/lib/types';

const enc = encodeURIComponent;

/** What a topic holds (GET /api/topics/{id}/usage). */
export interface TopicUsage {
  quizzes: number;
  bankQuestions: number;
}

/** What a subject of one class holds (GET /api/subjects/{id}/usage). */
export interface SubjectUsage {
  topics: number;
  quizzes: number;
  bankQuestions: number;
}

/** DELETE /api/deleteSubject/{id}: what went with the subject. */
export type SubjectRemoval = Schemas['SubjectRemoved'];

/** PUT /api/subjects/{id}: rename, describe or move to another class; what it holds follows. */
export interface SubjectUpdate {
  name: string;
  description: string;
  classLevel: string;
}

/** PUT /api/topics/{id}: its quizzes and bank questions follow it. */
export interface TopicUpdate {
  name: string;
  subject: string;
  classLevel: string;
  description: string;
}

export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    // People
    adminFilterUsers: build.query<AdminUser[], string>({
      query: (status) => ({ url: 'api/filter-users', params: { status } }),
      transformResponse: (r: Answer<'/api/filter-users', 'get'>) => r.results,
      providesTags: (r) => listTags('User', r),
    }),
    adminSearchUsers: build.query<AdminUser[], string>({
      query: (query) => ({ url: 'api/search-users', params: { query } }),
      transformResponse: (r: Answer<'/api/search-users', 'get'>) => r.results,
      providesTags: (r) => listTags('User', r),
    }),
    adminCreateUser: build.mutation<{ id: string }, NewUserForm>({
      query: (body) => ({ url: 'api/create-user', method: 'POST', body }),
      transformResponse: (r: Answer<'/api/create-user', 'post'>) => r,
      invalidatesTags: (_r, error) => (error ? [] : [listTag('User'), listTag('Stats')]),
    }),
    /** Students from a CSV: a preview, then (confirm) the accounts with their one-time passwords. */
    adminImportUsers: build.mutation<UserImportResult, UserImportRequest>({
      query: (body) => ({ url: 'api/users/import', method: 'POST', body }),
      transformResponse: (r: Answer<'/api/users/import', 'post'>) => ({ ...r, created: r.created ?? [] }),
      invalidatesTags: (_r, error, { confirm }) =>
        error || !confirm ? [] : [listTag('User'), listTag('Stats'), listTag('SchoolClass')],
    }),
    adminTeacherRequests: build.query<AdminUser[], void>({
      query: () => 'api/teacher-requests',
      transformResponse: (r: Answer<'/api/teacher-requests', 'get'>) => r.data,
      providesTags: [listTag('TeacherRequest')],
    }),
    adminDecideTeacherRequest: build.mutation<AdminUser, { uid: string; approve: boolean }>({
      query: ({ uid, approve }) => ({ url: `api/user/${enc(uid)}/teacher-request/${approve ? 'approve' : 'refuse'}`, method: 'POST' }),
      transformResponse: (r: Answer<'/api/user/{uid}/teacher-request/approve', 'post'>) => r.data,
      invalidatesTags: (_r, error, { uid }) => (error ? [] : [listTag('TeacherRequest'), { type: 'User', id: uid }, listTag('User')]),
    }),
    /** A new first-login slip for a student who forgot their password (their sessions end). */
    adminNewSlip: build.mutation<LoginSlip, string>({
      query: (uid) => ({ url: `api/user/${enc(uid)}/slip`, method: 'POST' }),
      transformResponse: (r: Answer<'/api/user/{uid}/slip', 'post'>) => r.data,
    }),
    adminDeleteUser: build.mutation<unknown, string>({
      query: (uid) => ({ url: `api/user/${enc(uid)}`, method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : [listTag('User'), listTag('Stats')]),
    }),
    adminSetClass: build.mutation<string | null, { uid: string; className: string }>({
      query: ({ uid, className }) => ({ url: `api/${enc(uid)}/class`, method: 'PUT', body: { className } }),
      transformResponse: (r: Answer<'/api/{uid}/class', 'put'>) => r.data.className,
      invalidatesTags: (_r, error, { uid }) => (error ? [] : [{ type: 'UserClass', id: uid }, { type: 'User', id: uid }, listTag('User')]),
    }),
    adminSetSubjects: build.mutation<unknown, { uid: string; subjects: string[] }>({
      query: ({ uid, subjects }) => ({ url: `api/${enc(uid)}/subject`, method: 'PUT', body: { subjects } }),
      invalidatesTags: (_r, error, { uid }) => (error ? [] : [{ type: 'UserSubjects', id: uid }, { type: 'User', id: uid }]),
    }),
    adminUploadPicture: build.mutation<string | null, { uid: string; file: File }>({
      query: ({ uid, file }) => {
        const body = new FormData();
        body.append('profilePic', file);
        return { url: `api/${enc(uid)}/profile-pic`, method: 'PUT', body };
      },
      transformResponse: (r: Answer<'/api/{uid}/profile-pic', 'put'>) => r.data.profilePic ?? null,
      invalidatesTags: (_r, error, { uid }) => (error ? [] : [{ type: 'ProfilePic', id: uid }, { type: 'User', id: uid }, listTag('User')]),
    }),

    // Figures
    adminDashboard: build.query<DashboardData, void>({
      query: () => 'api/admin/dashboard',
      transformResponse: (r: Answer<'/api/admin/dashboard', 'get'>) => r.data,
      providesTags: [listTag('Stats')],
    }),
    adminReports: build.query<ReportData, number>({
      query: (days) => ({ url: 'api/admin/reports', params: { days } }),
      transformResponse: (r: Answer<'/api/admin/reports', 'get'>) => r.data,
      providesTags: [listTag('Stats')],
    }),
    adminRegistrations: build.query<Registration[], number>({
      query: (days) => ({ url: 'api/admin/registrations', params: { days } }),
      transformResponse: (r: Answer<'/api/admin/registrations', 'get'>) => r.data,
      providesTags: (r) => listTags('User', r),
    }),
    adminRecentAttempts: build.query<Attempt[], number>({
      query: (limit) => ({ url: 'api/admin/recent-attempts', params: { limit } }),
      transformResponse: (r: Answer<'/api/admin/recent-attempts', 'get'>) => r.data,
      providesTags: [listTag('Attempt')],
    }),

    // Subjects
    adminSubject: build.query<Subject, string>({
      query: (id) => `api/userSubject/${enc(id)}`,
      transformResponse: (r: Answer<'/api/userSubject/{id}', 'get'>) => r,
      providesTags: (_r, _e, id) => [{ type: 'Subject', id }],
    }),
    adminCreateSubject: build.mutation<unknown, { name: string; description: string; classLevel: string; image: File; stream?: string }>({
      query: ({ name, description, classLevel, image, stream }) => {
        const body = new FormData();
        body.append('name', name);
        body.append('description', description);
        body.append('classLevel', classLevel);
        body.append('image', image);
        if (stream) body.append('meta', JSON.stringify({ stream }));
        return { url: 'api/createSubject', method: 'POST', body };
      },
      invalidatesTags: (_r, error) => (error ? [] : [listTag('Subject')]),
    }),
    adminDeleteSubject: build.mutation<SubjectRemoval, string>({
      query: (id) => ({ url: `api/deleteSubject/${enc(id)}`, method: 'DELETE' }),
      transformResponse: (r: Answer<'/api/deleteSubject/{id}', 'delete'>) => r,
      invalidatesTags: (_r, error) =>
        error ? [] : [listTag('Subject'), listTag('Topic'), listTag('Quiz'), listTag('BankQuestion')],
    }),
    adminSubjectUsage: build.query<SubjectUsage, string>({
      query: (id) => `api/subjects/${enc(id)}/usage`,
      transformResponse: (r: Answer<'/api/subjects/{id}/usage', 'get'>) => r,
      providesTags: (_r, _e, id) => [{ type: 'Subject', id }],
    }),
    adminUpdateSubject: build.mutation<{ data: Subject; message: string }, { id: string } & SubjectUpdate>({
      query: ({ id, ...body }) => ({ url: `api/subjects/${enc(id)}`, method: 'PUT', body }),
      transformResponse: (r: Answer<'/api/subjects/{id}', 'put'>) => r,
      invalidatesTags: (_r, error, { id }) =>
        error ? [] : [{ type: 'Subject', id }, listTag('Subject'), listTag('Topic'), listTag('Quiz'), listTag('BankQuestion')],
    }),

    // Topics
    adminTopics: build.query<Topic[], void>({
      query: () => 'api/topics',
      transformResponse: (r: Answer<'/api/topics', 'get'>) => r.data,
      providesTags: (r) => listTags('Topic', r),
    }),
    adminTopic: build.query<Topic, string>({
      query: (id) => `api/${enc(id)}/topic`,
      transformResponse: (r: Answer<'/api/{id}/topic', 'get'>) => r,
      providesTags: (_r, _e, id) => [{ type: 'Topic', id }],
    }),
    adminFilterTopics: build.query<Topic[], { classLevel: string; subject: string }>({
      query: (params) => ({ url: 'api/filter-topics', params }),
      transformResponse: (r: Answer<'/api/filter-topics', 'get'>) => r.data,
      providesTags: (r) => listTags('Topic', r),
    }),
    adminCreateTopic: build.mutation<{ count: number }, { name: string; subject: string; classLevel: string[] }>({
      query: (body) => ({ url: 'api/createTopic', method: 'POST', body }),
      transformResponse: (r: Answer<'/api/createTopic', 'post'>) => r,
      invalidatesTags: (_r, error) => (error ? [] : [listTag('Topic'), listTag('Subject')]),
    }),
    adminTopicUsage: build.query<TopicUsage, string>({
      query: (id) => `api/topics/${enc(id)}/usage`,
      transformResponse: (r: Answer<'/api/topics/{id}/usage', 'get'>) => r,
      providesTags: (_r, _e, id) => [{ type: 'Topic', id }],
    }),
    adminUpdateTopic: build.mutation<{ data: Topic; message: string }, { id: string } & TopicUpdate>({
      query: ({ id, ...body }) => ({ url: `api/topics/${enc(id)}`, method: 'PUT', body }),
      transformResponse: (r: Answer<'/api/topics/{id}', 'put'>) => r,
      invalidatesTags: (_r, error, { id }) =>
        error ? [] : [{ type: 'Topic', id }, listTag('Topic'), listTag('Subject'), listTag('Quiz'), listTag('BankQuestion')],
    }),
    adminDeleteTopic: build.mutation<{ message: string } & TopicUsage, string>({
      query: (id) => ({ url: `api/topics/${enc(id)}`, method: 'DELETE' }),
      transformResponse: (r: Answer<'/api/topics/{id}', 'delete'>) => r,
      invalidatesTags: (_r, error) => (error ? [] : [listTag('Topic'), listTag('Subject'), listTag('Quiz'), listTag('BankQuestion')]),
    }),
    adminBulkTopics: build.mutation<{ count: number }, { name: string; subject: string; classLevel: string }[]>({
      query: (body) => ({ url: 'api/bulkTopic', method: 'POST', body }),
      transformResponse: (r: Answer<'/api/bulkTopic', 'post'>) => r,
      invalidatesTags: (_r, error) => (error ? [] : [listTag('Topic'), listTag('Subject')]),
    }),

    // Quizzes
    adminQuizzes: build.query<QuizSummary[], void>({
      query: () => 'api/quizzes',
      transformResponse: (r: Answer<'/api/quizzes', 'get'>) => r.data,
      providesTags: (r) => listTags('Quiz', r),
    }),
    adminQuiz: build.query<QuizWithKey, string>({
      query: (id) => `api/quiz/${enc(id)}`,
      transformResponse: (r: Answer<'/api/quiz/{id}', 'get'>) => r.data,
      providesTags: (_r, _e, id) => [{ type: 'Quiz', id }],
    }),
    adminDeleteQuiz: build.mutation<{ message: string; retired: boolean }, string>({
      query: (id) => ({ url: `api/quiz/${enc(id)}`, method: 'DELETE' }),
      transformResponse: (r: Answer<'/api/quiz/{id}', 'delete'>) => r,
      // Not the quiz's own tag: its page is left at once, and refetching a deleted quiz would only fail.
      invalidatesTags: (_r, error) => (error ? [] : [listTag('Quiz'), listTag('WeeklyQuiz'), listTag('Stats')]),
    }),
    adminClassQuizzes: build.query<{ manualQuizzes: QuizSummary[]; weeklyQuizzes: QuizSummary[] }, string>({
      query: (classLevel) => ({ url: 'api/filterGeneratedQuizzes', params: { classLevel } }),
      transformResponse: (r: Answer<'/api/filterGeneratedQuizzes', 'get'>) => r,
      providesTags: [listTag('WeeklyQuiz')],
    }),
    adminGenerateQuiz: build.mutation<
      QuizWithKey,
      { subject: string; topic: string; classLevel: string; quizType: string; difficulty: string }
    >({
      query: (body) => ({ url: 'api/generate-quiz', method: 'POST', body }),
      transformResponse: (r: Answer<'/api/generate-quiz', 'post'>) => r.quiz,
      invalidatesTags: (_r, error) => (error ? [] : [listTag('Quiz'), listTag('WeeklyQuiz')]),
    }),

    // Achievements
    adminAchievements: build.query<Achievement[], void>({
      query: () => 'api/achievements',
      transformResponse: (r: Answer<'/api/achievements', 'get'>) => r.data,
      providesTags: (r) => listTags('Achievement', r),
    }),
    adminCreateAchievements: build.mutation<{ count: number }, NewAchievement[]>({
      query: (achievements) => ({ url: 'api/createAchievements', method: 'POST', body: { achievements } }),
      transformResponse: (r: Answer<'/api/createAchievements', 'post'>) => r,
      invalidatesTags: (_r, error) => (error ? [] : [listTag('Achievement'), listTag('UserAchievement')]),
    }),

    // CSV exports (written by the server)
    adminExport: build.mutation<string, ExportName>({
      query: (name) => ({
        url: `api/export/${name}`,
        method: 'GET',
        // The CSV as text; an error's JSON body parsed, so that its text can be shown.
        responseHandler: async (response: Response) => {
          const text = await response.text();
          if (response.ok) return text;
          try {
            return JSON.parse(text) as unknown;
          } catch {
            return text;
          }
        },
      }),
    }),
  }),
});

export const {
  useAdminFilterUsersQuery,
  useAdminSearchUsersQuery,
  useAdminCreateUserMutation,
  useAdminImportUsersMutation,
  useAdminDeleteUserMutation,
  useAdminNewSlipMutation,
  useAdminTeacherRequestsQuery,
  useAdminDecideTeacherRequestMutation,
  useAdminSetClassMutation,
  useAdminSetSubjectsMutation,
  useAdminUploadPictureMutation,
  useAdminDashboardQuery,
  useAdminReportsQuery,
  useAdminRegistrationsQuery,
  useAdminRecentAttemptsQuery,
  useAdminSubjectQuery,
  useAdminCreateSubjectMutation,
  useAdminDeleteSubjectMutation,
  useAdminSubjectUsageQuery,
  useAdminUpdateSubjectMutation,
  useAdminTopicsQuery,
  useAdminTopicQuery,
  useAdminFilterTopicsQuery,
  useAdminCreateTopicMutation,
  useAdminBulkTopicsMutation,
  useAdminTopicUsageQuery,
  useAdminUpdateTopicMutation,
  useAdminDeleteTopicMutation,
  useAdminQuizzesQuery,
  useAdminQuizQuery,
  useAdminDeleteQuizMutation,
  useAdminClassQuizzesQuery,
  useAdminGenerateQuizMutation,
  useAdminAchievementsQuery,
  useAdminCreateAchievementsMutation,
  useAdminExportMutation,
} = adminApi;
