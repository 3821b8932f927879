/**
 * `PUT /api/user/{uid}`, defined once for every caller (a user's own settings, an admin's own
 * settings, an admin editing or reviewing a user), with the schemas of the account forms that
 * submit it.
 */
import { z } from 'zod';
import type { TFunction } from 'i18next';
import { api, listTag } from './api';
import type { User } from './types';

export interface UserUpdate {
  uid: string;
  username?: string;
  email?: string;
  resident?: string;
  age?: number | string | null;
  status?: string;
  role?: string;
  password?: string;
}

export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateUser: build.mutation<User, UserUpdate>({
      query: ({ uid, ...rest }) => ({ url: `api/user/${encodeURIComponent(uid)}`, method: 'PUT', body: { uid, ...rest } }),
      transformResponse: (r: { data: User }) => r.data,
      // A password change alters nothing any list or page shows.
      invalidatesTags: (_r, error, { uid, password }) =>
        error || password ? [] : [{ type: 'User', id: uid }, listTag('User'), listTag('Leaderboard')],
    }),
  }),
});

export const { useUpdateUserMutation } = userApi;

/** The new password twice: both filled (spec: 'Please fill in both fields.'), then equal. */
export const passwordSchema = (t: TFunction) =>
  z
    .object({ password: z.string(), confirm: z.string() })
    .refine((v) => v.password !== '' && v.confirm !== '', { message: t('settings.fillBoth'), path: ['confirm'] })
    .refine((v) => v.password === '' || v.confirm === '' || v.password === v.confirm, {
      message: t('settings.passwordsDontMatch'),
      path: ['confirm'],
    });
export type PasswordValues = z.infer<ReturnType<typeof passwordSchema>>;

/** A user's own details; the server checks the rest (unique name and email, lengths). */
export const accountSchema = () =>
  z.object({ username: z.string().trim(), email: z.string().trim(), resident: z.string().trim() });
export type AccountValues = z.infer<ReturnType<typeof accountSchema>>;
