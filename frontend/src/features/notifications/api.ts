import { api, listTags } from '@/lib/api';
import type { AppNotification } from '@/lib/types';
import type { Answer } from '@/lib/types';

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<AppNotification[], string>({
      query: (uid) => `api/${encodeURIComponent(uid)}/notifications`,
      transformResponse: (r: Answer<'/api/{uid}/notifications', 'get'>) => r.data,
      providesTags: (r) => listTags('Notification', r),
    }),
  }),
});

export const { useGetNotificationsQuery } = notificationsApi;
