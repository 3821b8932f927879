import { http, HttpResponse } from 'msw';

/** Default handlers: only calls that almost every screen makes. Tests add their own with server.use(...). */
export const handlers = [
  http.get('*/api/:uid/notifications', () => HttpResponse.json({ data: [] })),
  // Manage Users asks for teacher requests beside its list; none unless a test says so.
  http.get('*/api/teacher-requests', () => HttpResponse.json({ data: [] })),
  // The school's time zone (dates of assignments) and a student's assignments: none unless a test says so.
  http.get('*/api/school', () => HttpResponse.json({ timeZone: 'Africa/Douala' })),
  http.get('*/api/:uid/assignments', () => HttpResponse.json({ data: [] })),
];
