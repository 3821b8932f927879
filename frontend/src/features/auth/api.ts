import { api } from '@/lib/api';
import type { User } from '@/lib/types';

export interface LoginResponse {
  data: User & { password?: string };
  uid: string;
  token?: string;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, { username: string; password: string }>({
      query: (body) => ({ url: 'api/auth/login', method: 'POST', body }),
    }),
    logout: build.mutation<unknown, void>({
      query: () => ({ url: 'api/auth/logout', method: 'POST' }),
    }),
    requestPasswordReset: build.mutation<{ message?: string }, { email: string }>({
      query: (body) => ({ url: 'api/auth/reset-password', method: 'POST', body }),
    }),
    confirmPasswordReset: build.mutation<
      { message?: string },
      { token: string; password: string; confirmPassword: string }
    >({
      query: (body) => ({ url: 'api/auth/reset-password/confirm', method: 'POST', body }),
    }),
    confirmEmail: build.mutation<{ message?: string }, { token: string }>({
      query: (body) => ({ url: 'api/auth/confirm-email', method: 'POST', body }),
    }),
  }),
});

export const {
  useLoginMutation,
  useLogoutMutation,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
  useConfirmEmailMutation,
} = authApi;
