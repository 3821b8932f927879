import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { setupStore } from '@/app/store';
import { sessionStudent } from '@/test/fixtures';
import { prefetchOpenedPage } from '../lib/signIn';

/** Records the paths of the API calls made. */
function recordCalls() {
  const paths: string[] = [];
  server.use(
    http.get('*/api/*', ({ request }) => {
      const url = new URL(request.url);
      paths.push(`${url.pathname}${url.search}`);
      return HttpResponse.json({ data: [] });
    }),
  );
  return paths;
}

describe('the figures of the page the app opens on', () => {
  it("asks for a signed-in student's dashboard figures as the app starts there", async () => {
    const paths = recordCalls();
    window.localStorage.setItem('className', 'Form 3');
    const store = setupStore({ session: { user: sessionStudent } });
    prefetchOpenedPage('/studentDashboard', store);
    await vi.waitFor(() => expect(paths).toHaveLength(3));
    expect(paths.sort()).toEqual(['/api/subjects/filter?classLevel=Form+3', '/api/u1/stats', '/api/u1/user'].sort());
  });

  it("asks for nothing on another page, for a teacher, or for no one", async () => {
    const paths = recordCalls();
    prefetchOpenedPage('/subjects', setupStore({ session: { user: sessionStudent } }));
    prefetchOpenedPage('/studentDashboard', setupStore({ session: { user: { ...sessionStudent, role: 'teacher' } } }));
    prefetchOpenedPage('/studentDashboard', setupStore({ session: { user: null } }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(paths).toEqual([]);
  });
});
