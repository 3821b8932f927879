import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { setupStore } from '@/app/store';
import { sessionStudent } from '@/test/fixtures';
import { prefetchStudentDashboard } from '../lib/signIn';

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

describe('the dashboard figures asked for as the app starts there', () => {
  it("asks for a signed-in student's dashboard figures as the app starts there", async () => {
    const paths = recordCalls();
    window.localStorage.setItem('className', 'Form 3');
    const store = setupStore({ session: { user: sessionStudent } });
    await prefetchStudentDashboard(store);
    await vi.waitFor(() => expect(paths).toHaveLength(4));
    expect(paths.sort()).toEqual(['/api/subjects/filter?classLevel=Form+3', '/api/u1/stats', '/api/u1/subject', '/api/u1/user'].sort());
  });

  it('asks for nothing for a teacher, or for no one', async () => {
    const paths = recordCalls();
    await prefetchStudentDashboard(setupStore({ session: { user: { ...sessionStudent, role: 'teacher' } } }));
    await prefetchStudentDashboard(setupStore({ session: { user: null } }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(paths).toEqual([]);
  });
});
