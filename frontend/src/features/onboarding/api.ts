import { api } from '@/lib/api';
import type { Subject } from '@/lib/types';
import type { Answer } from '@/lib/types';

export interface RegisterArgs {
  username: string;
  email: string;
  phoneNumber: string;
  password: string;
  confirmPassword: string;
  role: 'student' | 'teacher';
  status: 'active';
}

export const onboardingApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<{ docId: string; id: string }, RegisterArgs>({
      query: (body) => ({ url: 'api/auth/register', method: 'POST', body }),
      transformResponse: (r: Answer<'/api/auth/register', 'post'>) => r,
    }),
    checkUsername: build.query<boolean, string>({
      query: (username) => ({ url: 'api/check/username', params: { username } }),
      transformResponse: (r: Answer<'/api/check/username', 'get'>) => r.usernameExists,
      keepUnusedDataFor: 5,
    }),
    checkEmail: build.query<boolean, string>({
      query: (email) => ({ url: 'api/check/email', params: { email } }),
      transformResponse: (r: Answer<'/api/check/email', 'get'>) => r.emailExists,
      keepUnusedDataFor: 5,
    }),
    /** Signs the new account in so that the profile calls of the later steps are allowed. */
    onboardingSignIn: build.mutation<unknown, { username: string; password: string }>({
      query: (body) => ({ url: 'api/auth/login', method: 'POST', body }),
    }),
    onboardingSignOut: build.mutation<unknown, void>({
      query: () => ({ url: 'api/auth/logout', method: 'POST' }),
    }),
    onboardingSubjects: build.query<Subject[], string>({
      query: (classLevel) => ({ url: 'api/subjects/filter', params: { classLevel } }),
      transformResponse: (r: Answer<'/api/subjects/filter', 'get'>) => r.data,
    }),
    onboardingUpdateUser: build.mutation<unknown, { uid: string; role: string; resident: string }>({
      query: (body) => ({ url: `api/user/${encodeURIComponent(body.uid)}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { uid }) => [{ type: 'User', id: uid }],
    }),
    onboardingAddClass: build.mutation<unknown, { uid: string; className: string }>({
      query: ({ uid, className }) => ({ url: `api/${encodeURIComponent(uid)}/class`, method: 'POST', body: { className } }),
      invalidatesTags: (_r, _e, { uid }) => [{ type: 'UserClass', id: uid }],
    }),
    onboardingAddSubjects: build.mutation<unknown, { uid: string; subjects: string[] }>({
      query: ({ uid, subjects }) => ({ url: `api/${encodeURIComponent(uid)}/subject`, method: 'POST', body: { subjects } }),
      invalidatesTags: (_r, _e, { uid }) => [{ type: 'UserSubjects', id: uid }],
    }),
  }),
});

export const {
  useRegisterMutation,
  useCheckUsernameQuery,
  useCheckEmailQuery,
  useOnboardingSignInMutation,
  useOnboardingSignOutMutation,
  useOnboardingSubjectsQuery,
  useOnboardingUpdateUserMutation,
  useOnboardingAddClassMutation,
  useOnboardingAddSubjectsMutation,
} = onboardingApi;
