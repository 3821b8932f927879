import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@/config/paths';
import { routes } from '../routes';

/** The code a route would start downloading before it is drawn (lib/preload.ts). */
const preloads = (path: string) =>
  (matchRoutes(routes, path) ?? []).filter(({ route }) => typeof (route.handle as { preload?: unknown } | undefined)?.preload === 'function');

describe('downloading a page with its layout', () => {
  it('starts a student page and the student layout together', () => {
    expect(preloads('/studentDashboard')).toHaveLength(2);
    expect(preloads('/start-quiz/subject/Biology/class/Form%202/topic/Cells/mode/practice')).toHaveLength(2);
  });

  it('starts an admin page and the back-office layout together', () => {
    expect(preloads('/adminDashboard')).toHaveLength(2);
  });

  it('starts the page alone where there is no layout, and the not-found page for an unknown path', () => {
    expect(preloads('/login')).toHaveLength(1);
    expect(preloads('/no/such/page')).toHaveLength(1);
  });

  it('gives every page of the app a way to start its code early (but the redirect of /home)', () => {
    type Route = { path?: string; handle?: { preload?: unknown }; children?: Route[] };
    const pages = (list: Route[]): Route[] => list.flatMap((r) => (r.children ? pages(r.children) : [r]));
    const without = pages(routes as Route[]).filter((r) => r.path !== PATHS.home && typeof r.handle?.preload !== 'function');
    expect(without.map((r) => r.path)).toEqual([]);
  });
});
