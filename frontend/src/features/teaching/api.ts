import type { Answer } from '@/lib/types';
import { useMemo } from 'react';
import { api, listTag } from '@/lib/api';
import { useAccountsQuery, type ListedUser } from '@/lib/userApi';
import { attachmentName, filterParams } from '@/lib/query';
import type {
  Analysis,
  Assignment,
  ClassForm,
  ClassListArgs,
  ClassStudent,
  EnrolReport,
  Marking,
  NewAssignment,
  PersonSummary,
  QuizChoice,
  Results,
  SchoolClass,
  TeacherHome,
} from './types';

const enc = encodeURIComponent;

/** A CSV download: its text, or an error's JSON parsed so that its message can be shown. */
const csvHandler = async (response: Response) => {
  const text = await response.text();
  if (response.ok) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const responseName = (meta: unknown, fallback: string) =>
  attachmentName((meta as { response?: Response } | undefined)?.response?.headers.get('Content-Disposition'), fallback);

/** Everything that shows an assignment's figures: a change of marks refreshes them. */
const resultTags = (id: string) => [{ type: 'Assignment' as const, id }, listTag('Assignment')];

export const teachingApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Classes (the list itself, `classes`, is in lib/commonApi.ts: the admin's users list reads it too)
    schoolClass: build.query<{ data: SchoolClass; students: ClassStudent[] }, string>({
      query: (id) => `api/classes/${enc(id)}`,
      transformResponse: (r: Answer<'/api/classes/{id}', 'get'>) => r,
      providesTags: (_r, _e, id) => [{ type: 'SchoolClass', id }],
    }),
    createClass: build.mutation<{ data: SchoolClass; message: string }, ClassForm>({
      query: (body) => ({ url: 'api/classes', method: 'POST', body }),
      transformResponse: (r: Answer<'/api/classes', 'post'>) => r,
      invalidatesTags: (_r, error) => (error ? [] : [listTag('SchoolClass')]),
    }),
    updateClass: build.mutation<{ data: SchoolClass; message: string }, { id: string; form: ClassForm }>({
      query: ({ id, form }) => ({ url: `api/classes/${enc(id)}`, method: 'PUT', body: form }),
      transformResponse: (r: Answer<'/api/classes/{id}', 'put'>) => r,
      invalidatesTags: (_r, error, { id }) => (error ? [] : [listTag('SchoolClass'), { type: 'SchoolClass', id }]),
    }),
    deleteClass: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `api/classes/${enc(id)}`, method: 'DELETE' }),
      transformResponse: (r: Answer<'/api/classes/{id}', 'delete'>) => r,
      invalidatesTags: (_r, error) => (error ? [] : [listTag('SchoolClass'), listTag('Assignment')]),
    }),
    enrolStudents: build.mutation<{ data: EnrolReport }, { id: string; userIds: string[] }>({
      query: ({ id, userIds }) => ({ url: `api/classes/${enc(id)}/students`, method: 'POST', body: { userIds } }),
      transformResponse: (r: Answer<'/api/classes/{id}/students', 'post'>) => r,
      invalidatesTags: (_r, error, { id }) => (error ? [] : [listTag('SchoolClass'), { type: 'SchoolClass', id }]),
    }),
    removeStudent: build.mutation<{ message: string }, { id: string; userId: string }>({
      query: ({ id, userId }) => ({ url: `api/classes/${enc(id)}/students/${enc(userId)}`, method: 'DELETE' }),
      transformResponse: (r: Answer<'/api/classes/{id}/students/{userId}', 'delete'>) => r,
      invalidatesTags: (_r, error, { id }) => (error ? [] : [listTag('SchoolClass'), { type: 'SchoolClass', id }]),
    }),
    importStudents: build.mutation<{ data: EnrolReport }, { id: string; csv: string; confirm: boolean }>({
      query: ({ id, csv, confirm }) => ({ url: `api/classes/${enc(id)}/students/import`, method: 'POST', body: { csv, confirm } }),
      transformResponse: (r: Answer<'/api/classes/{id}/students/import', 'post'>) => r,
      invalidatesTags: (_r, error, { id, confirm }) => (error || !confirm ? [] : [listTag('SchoolClass'), { type: 'SchoolClass', id }]),
    }),
    /** Every class the filters find, for the CSV export (the server pages; this asks for all of them a page at a time). */
    exportClasses: build.mutation<SchoolClass[], Omit<ClassListArgs, 'page' | 'limit'>>({
      async queryFn(args, _api, _extra, baseQuery) {
        const all: SchoolClass[] = [];
        for (let page = 1; page <= 50; page += 1) {
          const r = await baseQuery({ url: 'api/classes', params: filterParams({ ...args, page, limit: 100 }) });
          if (r.error) return { error: r.error };
          const body = r.data as { data?: SchoolClass[]; total?: number };
          all.push(...(body.data ?? []));
          if (!body.data?.length || all.length >= (body.total ?? 0)) break;
        }
        return { data: all };
      },
    }),

    /** The admin's quiz list (admins only; a teacher picks from their earlier assignments or the bank). */
    quizChoices: build.query<QuizChoice[], void>({
      query: () => 'api/quizzes',
      transformResponse: (r: Answer<'/api/quizzes', 'get'>) =>
        r.data.map((q) => ({ id: q.id, title: [q.title || q.topic || q.id, q.classLevel].filter(Boolean).join(' · ') })),
      providesTags: [listTag('Quiz')],
    }),

    // Assignments
    assignments: build.query<{ data: Assignment[]; total: number }, { classId?: string; state?: string; page?: number; limit?: number }>({
      query: (args) => ({ url: 'api/assignments', params: filterParams(args) }),
      transformResponse: (r: Answer<'/api/assignments', 'get'>) => r,
      providesTags: (r) => [listTag('Assignment'), ...(r?.data ?? []).map((a) => ({ type: 'Assignment' as const, id: a.id }))],
    }),
    assignment: build.query<Assignment, string>({
      query: (id) => `api/assignments/${enc(id)}`,
      transformResponse: (r: Answer<'/api/assignments/{id}', 'get'>) => r.data,
      providesTags: (_r, _e, id) => [{ type: 'Assignment', id }],
    }),
    createAssignments: build.mutation<{ data: Assignment[]; message: string }, NewAssignment>({
      query: (body) => ({ url: 'api/assignments', method: 'POST', body }),
      transformResponse: (r: Answer<'/api/assignments', 'post'>) => r,
      invalidatesTags: (_r, error) => (error ? [] : [listTag('Assignment'), { type: 'SchoolClass' as const, id: 'HOME' }]),
    }),
    deleteAssignment: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `api/assignments/${enc(id)}`, method: 'DELETE' }),
      transformResponse: (r: Answer<'/api/assignments/{id}', 'delete'>) => r,
      invalidatesTags: (_r, error) => (error ? [] : [listTag('Assignment'), { type: 'SchoolClass' as const, id: 'HOME' }]),
    }),
    results: build.query<Results, string>({
      query: (id) => `api/assignments/${enc(id)}/results`,
      transformResponse: (r: Answer<'/api/assignments/{id}/results', 'get'>) => r.data,
      providesTags: (_r, _e, id) => [{ type: 'Assignment', id }],
    }),
    resultsCsv: build.mutation<{ name: string; text: string }, string>({
      query: (id) => ({ url: `api/assignments/${enc(id)}/results.csv`, responseHandler: csvHandler }),
      transformResponse: (text: string, meta, id) => ({ text, name: responseName(meta, `assignment-${id}-results.csv`) }),
    }),
    analysis: build.query<Analysis, string>({
      query: (id) => `api/assignments/${enc(id)}/analysis`,
      transformResponse: (r: Answer<'/api/assignments/{id}/analysis', 'get'>) => r.data,
      providesTags: (_r, _e, id) => [{ type: 'Assignment', id }],
    }),

    // Moderation
    marking: build.query<Marking, string>({
      query: (id) => `api/attempts/${enc(id)}/marking`,
      transformResponse: (r: Answer<'/api/attempts/{id}/marking', 'get'>) => r.data,
      providesTags: (_r, _e, id) => [{ type: 'Marking', id }],
    }),
    saveMarking: build.mutation<Marking, { id: string; changes: { number: number; marks: number; comment: string }[] }>({
      query: ({ id, changes }) => ({ url: `api/attempts/${enc(id)}/marking`, method: 'PUT', body: { changes } }),
      transformResponse: (r: Answer<'/api/attempts/{id}/marking', 'put'>) => r.data,
      // The answer is the marking as it now stands: the page shows it at once, without asking again.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(teachingApi.util.upsertQueryData('marking', id, data));
        } catch {
          // The page shows the refusal.
        }
      },
      invalidatesTags: (r, error) =>
        error
          ? []
          : [
              listTag('Assignment'),
              ...(r?.attempt.assignmentId ? resultTags(r.attempt.assignmentId) : []),
              { type: 'SchoolClass' as const, id: 'HOME' },
              { type: 'Attempt', id: r?.attempt.id },
            ],
    }),

    // A teacher's home
    teacherHome: build.query<TeacherHome, void>({
      query: () => 'api/teacher/home',
      transformResponse: (r: Answer<'/api/teacher/home', 'get'>) => r.data,
      providesTags: [{ type: 'SchoolClass', id: 'HOME' }, listTag('SchoolClass'), listTag('Assignment')],
    }),
  }),
});

export { useClassesQuery } from '@/lib/commonApi';

export const {
  useSchoolClassQuery,
  useCreateClassMutation,
  useUpdateClassMutation,
  useDeleteClassMutation,
  useEnrolStudentsMutation,
  useRemoveStudentMutation,
  useImportStudentsMutation,
  useExportClassesMutation,
  useQuizChoicesQuery,
  useAssignmentsQuery,
  useAssignmentQuery,
  useCreateAssignmentsMutation,
  useDeleteAssignmentMutation,
  useResultsQuery,
  useResultsCsvMutation,
  useAnalysisQuery,
  useMarkingQuery,
  useSaveMarkingMutation,
  useTeacherHomeQuery,
} = teachingApi;

/** A full account as the class screens name it: the account's `name` is the person's full name (blank when never given). */
const person = (u: ListedUser): PersonSummary => ({ id: u.id, username: u.username, fullName: u.name || null, role: u.role, className: u.className });

/** The people an admin picks teachers and students from: the admin's full list of accounts. */
export function usePeopleQuery(_arg?: void, options?: { skip?: boolean }) {
  const accounts = useAccountsQuery(undefined, options);
  const data = useMemo(() => accounts.data?.map(person), [accounts.data]);
  return { ...accounts, data };
}
