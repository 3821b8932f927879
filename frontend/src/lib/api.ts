import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { setupListeners } from '@reduxjs/toolkit/query';
import { provideApi } from './lazyApi';
import { signedOut, userUpdated } from './session';
import { isPasswordChangeRequired } from './errors';
import { STORAGE } from './constants';
import { readString, writeString } from './storage';
import { markSessionEnded } from './sessionEnd';

const rawBaseQuery = fetchBaseQuery({ baseUrl: '/', credentials: 'include' });

/**
 * 401 anywhere (but on the sign-in calls themselves) ends the session; the guards send the user to /login.
 * 403 PASSWORD_CHANGE_REQUIRED (signed in with a one-time password) marks the session user, and the
 * guards send them to /choose-password.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const result = await rawBaseQuery(args, api, extra);
  if (result.error && result.error.status === 401) {
    const url = typeof args === 'string' ? args : args.url;
    if (!/api\/auth\//.test(url)) {
      // Signed in until now: the session ended under them (expired or revoked); say so at sign-in.
      if (readString(STORAGE.user)) markSessionEnded();
      writeString(STORAGE.user, null);
      api.dispatch(signedOut());
    }
  }
  if (result.error && isPasswordChangeRequired(result.error)) api.dispatch(userUpdated({ mustChangePassword: true }));
  return result;
};

export const TAG_TYPES = [
  'User',
  'ProfilePic',
  'UserClass',
  'UserSubjects',
  'Subject',
  'Topic',
  'Quiz',
  'WeeklyQuiz',
  'Attempt',
  'Streak',
  'Stats',
  'Achievement',
  'UserAchievement',
  'Leaderboard',
  'Notification',
  'Search',
  'TeacherRequest',
  'BankQuestion',
  'SchoolClass',
  'Assignment',
  'Marking',
  'School',
] as const;

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

// The store takes the API in when this module first runs (see lazyApi.ts).
provideApi({ reducerPath: api.reducerPath, reducer: api.reducer, middleware: api.middleware, setupListeners });

export const listTag = <T extends (typeof TAG_TYPES)[number]>(type: T) => ({ type, id: 'LIST' as const });

export function listTags<T extends (typeof TAG_TYPES)[number]>(type: T, items: { id?: string }[] | undefined) {
  return [listTag(type), ...(items ?? []).filter((i) => i.id).map((i) => ({ type, id: i.id as string }))];
}
