import { onTestFinished, vi } from 'vitest';
import { mediaQueryList } from './mediaQuery';
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes, useLocation } from 'react-router';
import { AppProviders } from '@/app/providers';
import { setupStore, type AppStore, type RootState } from '@/app/store';
import { routes } from '@/app/routes';
import { ToastHost } from '@/components/ToastHost';
import { AchievementPopups } from '@/components/AchievementPopups';

interface ExtendedOptions extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** The URL to start at. */
  route?: string;
  /** The route pattern the ui is mounted at (for params); defaults to the route's path. */
  path?: string;
  /** Navigation state for the first entry. */
  state?: unknown;
}

/** Shows where the router is, so tests can assert redirects. */
export function LocationDisplay() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/** Renders ui with the real store, theme, i18n and a memory router. */
export function renderWithProviders(ui: ReactElement, options: ExtendedOptions = {}) {
  const { preloadedState, store = setupStore(preloadedState), route = '/', path, state, ...rest } = options;
  // A route may carry a query and a fragment (`/reset-password#token=...`): split both off.
  const [beforeHash, hashPart] = route.split('#', 2);
  const [pathname, searchPart] = beforeHash.split('?', 2);
  const search = searchPart === undefined ? '' : `?${searchPart}`;
  const hash = hashPart === undefined ? '' : `#${hashPart}`;
  const pattern = path ?? pathname;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AppProviders store={store}>
        <MemoryRouter initialEntries={[{ pathname, search, hash, state }]}>
          <Routes>
            <Route path={pattern} element={children} />
            <Route path="*" element={<LocationDisplay />} />
          </Routes>
          <ToastHost />
          <AchievementPopups />
        </MemoryRouter>
      </AppProviders>
    );
  }
  return { store, ...render(ui, { wrapper: Wrapper, ...rest }) };
}

/** Renders the whole app (all routes, guards, layout) at a URL. */
export function renderApp(route: string, options: { preloadedState?: Partial<RootState>; state?: unknown } = {}) {
  const store = setupStore(options.preloadedState);
  const [pathname, search] = route.split('?', 2);
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname, search: search === undefined ? '' : `?${search}`, state: options.state }],
  });
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router, ...result };
}

/**
 * Makes media queries answer as on a phone (narrower than the theme's `sm`) for the rest of the
 * test: lists that show cards on phones do so.
 */
export function onPhone() {
  const spy = vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => mediaQueryList(query, /max-width/.test(query)));
  onTestFinished(() => spy.mockRestore());
}
