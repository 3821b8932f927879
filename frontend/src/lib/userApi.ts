/**
 * `PUT /api/user/{uid}`, defined once for every caller (a user's own settings, an admin's own
 * settings, an admin editing or reviewing a user), with the schemas of the account forms that
 * submit it.
 */
import { z } from 'zod';
import type { TFunction } from 'i18next';
import { api, listTag, listTags } from './api';
import type { Answer, Schemas, User } from './types';

/** A full account as GET /api/users gives it to an admin, with its class this school year. */
export type ListedUser = Schemas['ListedUser'];

export interface UserUpdate {
  uid: string;
  username?: string;
  email?: string;
  resident?: string;
  age?: number | string | null;
  status?: string;
  role?: string;
  password?: string;
  /** The account's current password: the server asks for it to change one's own password or email. */
  currentPassword?: string;
}

export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Every account in full, for admins (GET /api/users). The route answers anyone else with
     * the leaderboard's public view, so the full accounts are picked out here, once.
     */
    accounts: build.query<ListedUser[], void>({
      query: () => 'api/users',
      transformResponse: (r: Answer<'/api/users', 'get'>) => r.filter((u): u is ListedUser => 'email' in u),
      providesTags: (r) => listTags('User', r),
    }),
    updateUser: build.mutation<User, UserUpdate>({
      query: ({ uid, ...rest }) => ({ url: `api/user/${encodeURIComponent(uid)}`, method: 'PUT', body: { uid, ...rest } }),
      transformResponse: (r: Answer<'/api/user/{uid}', 'put'>) => r.data,
      // A password change alters nothing any list or page shows.
      invalidatesTags: (_r, error, { uid, password }) =>
        error || password ? [] : [{ type: 'User', id: uid }, listTag('User'), listTag('Leaderboard')],
    }),
  }),
});

export const { useAccountsQuery, useUpdateUserMutation } = userApi;

/**
 * The new password twice: both filled (spec: 'Please fill in both fields.'), then equal; then
 * the current password when `askCurrent` (the server asks students and teachers for it before
 * changing their own password; an admin's is not asked).
 */
export const passwordSchema = (t: TFunction, askCurrent = true) =>
  z
    .object({ currentPassword: z.string(), password: z.string(), confirm: z.string() })
    .refine((v) => v.password !== '' && v.confirm !== '', { message: t('settings.fillBoth'), path: ['confirm'] })
    .refine((v) => v.password === '' || v.confirm === '' || v.password === v.confirm, {
      message: t('settings.passwordsDontMatch'),
      path: ['confirm'],
    })
    .refine((v) => !askCurrent || v.currentPassword !== '', { message: t('settings.currentPasswordNeeded'), path: ['currentPassword'] });
export type PasswordValues = z.infer<ReturnType<typeof passwordSchema>>;

/** A user's own details; the server checks the rest (unique name and email, lengths). */
export const accountSchema = () =>
  z.object({ username: z.string().trim(), email: z.string().trim(), resident: z.string().trim() });

/** Whether a form's email differs from the account's (then the current password is asked for). */
export const emailChanged = (typed: string, current: string | undefined) =>
  typed.trim().toLowerCase() !== (current ?? '').trim().toLowerCase();
export type AccountValues = z.infer<ReturnType<typeof accountSchema>>;
