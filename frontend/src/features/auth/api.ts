import { api } from '@/lib/api';
import type { Answer, User } from '@/lib/types';

export interface LoginResponse {
  data: User & { password?: string };
  uid: string;
  token?: string;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in person (answered even while a one-time password must be replaced). */
    me: build.query<LoginResponse, void>({
      query: () => 'api/auth/me',
      transformResponse: (r: Answer<'/api/auth/me', 'get'>) => r,
    }),
    /**
     * The first password of one's own, replacing the one-time password: the one call the server
     * lets through until then, with exactly this body (`PUT /api/user/{ownId}`).
     */
    choosePassword: build.mutation<unknown, { uid: string; password: string; currentPassword: string }>({
      query: ({ uid, password, currentPassword }) => ({
        url: `api/user/${encodeURIComponent(uid)}`,
        method: 'PUT',
        body: { password, currentPassword },
      }),
    }),
    login: build.mutation<LoginResponse, { username: string; password: string }>({
      query: (body) => ({ url: 'api/auth/login', method: 'POST', body }),
      transformResponse: (r: Answer<'/api/auth/login', 'post'>) => r,
    }),
    logout: build.mutation<unknown, void>({
      query: () => ({ url: 'api/auth/logout', method: 'POST' }),
    }),
    requestPasswordReset: build.mutation<{ message: string }, { email: string }>({
      query: (body) => ({ url: 'api/auth/reset-password', method: 'POST', body }),
      transformResponse: (r: Answer<'/api/auth/reset-password', 'post'>) => r,
    }),
    confirmPasswordReset: build.mutation<{ message: string }, { token: string; password: string; confirmPassword: string }>({
      query: (body) => ({ url: 'api/auth/reset-password/confirm', method: 'POST', body }),
      transformResponse: (r: Answer<'/api/auth/reset-password/confirm', 'post'>) => r,
    }),
    confirmEmail: build.mutation<{ message: string }, { token: string }>({
      query: (body) => ({ url: 'api/auth/confirm-email', method: 'POST', body }),
      transformResponse: (r: Answer<'/api/auth/confirm-email', 'post'>) => r,
    }),
  }),
});

export const {
  useMeQuery,
  useChoosePasswordMutation,
  useLoginMutation,
  useLogoutMutation,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
  useConfirmEmailMutation,
} = authApi;
