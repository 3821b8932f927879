/**
 * public/shell/early-calls.js asks for a student's dashboard's first calls as the page's HTML
 * arrives; the app's own calls take those answers up only when the addresses are the same. These
 * keep the script's list equal to what the dashboard asks for.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderApp } from '@/test/utils';
import { sessionStudent } from '@/test/fixtures';
import earlyCalls from '../../../../public/shell/early-calls.js?raw';

/** Runs the script on `path` with what is stored; the addresses it asked for. */
function runEarlyCalls(path: string): string[] {
  window.history.pushState({}, '', path);
  document.head.querySelectorAll('link[data-early-call]').forEach((link) => link.remove());
  new Function(earlyCalls)();
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[data-early-call]')];
  for (const link of links) {
    expect(link.getAttribute('rel')).toBe('preload');
    expect(link.getAttribute('as')).toBe('fetch');
    // The app's calls are sent with credentials: only then do they take up the preloaded answer.
    expect(link.getAttribute('crossorigin')).toBe('use-credentials');
  }
  return links.map((link) => link.getAttribute('href') ?? '');
}

afterEach(() => {
  document.head.querySelectorAll('link[data-early-call]').forEach((link) => link.remove());
  window.history.pushState({}, '', '/');
});

describe("the dashboard's early calls (public/shell/early-calls.js)", () => {
  it('asks for exactly what the dashboard asks for first, at the same addresses', async () => {
    localStorage.setItem('user', JSON.stringify(sessionStudent));
    localStorage.setItem('className', 'Form 2 B&C');
    const early = runEarlyCalls('/studentDashboard');
    expect(early).toContain(`/api/${sessionStudent.uid}/stats`);

    const asked = new Set<string>();
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (request.method === 'GET' && url.pathname.startsWith('/api/')) asked.add(url.pathname + url.search);
    });
    server.use(
      http.get('*/api/u1/stats', () => HttpResponse.json({ data: { streakDays: 4, totalAttempts: 9, avgScore: 70 } })),
      http.get('*/api/u1/*', () => HttpResponse.json({ data: [] })),
      http.get('*/api/subjects/filter', () => HttpResponse.json({ data: [] })),
    );
    renderApp('/studentDashboard', { preloadedState: { session: { user: sessionStudent } } });
    expect(await screen.findByText('9')).toBeInTheDocument();
    await waitFor(() => expect(asked.size).toBeGreaterThanOrEqual(early.length));
    // Every early call is one the dashboard makes (none wasted, none at another address)…
    for (const url of early) expect(asked).toContain(url);
    // …and it asks for its class's subjects at the stored class, encoded as the app encodes it.
    expect(early.some((url) => url.startsWith('/api/subjects/filter?'))).toBe(true);
  });

  it('asks for nothing on another page, for someone not signed in, or for an admin', () => {
    localStorage.setItem('user', JSON.stringify(sessionStudent));
    expect(runEarlyCalls('/subjects')).toEqual([]);
    localStorage.removeItem('user');
    expect(runEarlyCalls('/studentDashboard')).toEqual([]);
    localStorage.setItem('user', JSON.stringify({ ...sessionStudent, role: 'admin' }));
    expect(runEarlyCalls('/studentDashboard')).toEqual([]);
    localStorage.setItem('user', '{not json');
    expect(runEarlyCalls('/studentDashboard')).toEqual([]);
  });
});
