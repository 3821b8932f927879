import { api, listTag } from '@/lib/api';
import type { Answer } from '@/lib/types';

// PUT /api/user/{uid} is in lib/userApi.ts, shared with the admin's pages.
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateClass: build.mutation<string | null, { uid: string; className: string }>({
      query: ({ uid, className }) => ({ url: `api/${encodeURIComponent(uid)}/class`, method: 'PUT', body: { className } }),
      transformResponse: (r: Answer<'/api/{uid}/class', 'put'>) => r.data.className,
      invalidatesTags: (_r, error, { uid }) => (error ? [] : [{ type: 'UserClass', id: uid }, { type: 'User', id: uid }]),
    }),
    updateSubjects: build.mutation<unknown, { uid: string; subjects: string[] }>({
      query: ({ uid, subjects }) => ({ url: `api/${encodeURIComponent(uid)}/subject`, method: 'PUT', body: { subjects } }),
      invalidatesTags: (_r, error, { uid }) => (error ? [] : [{ type: 'UserSubjects', id: uid }, { type: 'User', id: uid }]),
    }),
    uploadProfilePic: build.mutation<string | null, { uid: string; file: File }>({
      query: ({ uid, file }) => {
        const body = new FormData();
        body.append('profilePic', file);
        return { url: `api/${encodeURIComponent(uid)}/profile-pic`, method: 'PUT', body };
      },
      transformResponse: (r: Answer<'/api/{uid}/profile-pic', 'put'>) => r.data.profilePic ?? null,
      invalidatesTags: (_r, error, { uid }) =>
        error ? [] : [{ type: 'ProfilePic', id: uid }, { type: 'User', id: uid }, listTag('Leaderboard')],
    }),
  }),
});

export const { useUpdateClassMutation, useUpdateSubjectsMutation, useUploadProfilePicMutation } = settingsApi;
