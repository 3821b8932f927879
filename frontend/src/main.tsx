import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { router } from '@/app/router';
import { setupStore } from '@/app/store';
import { PATHS } from '@/config/paths';
import { startLanguageReady } from '@/i18n';
import { preloadPage } from '@/lib/preload';
import { applyUpdateIfSafe, noteActivity, updateWaiting } from '@/lib/swUpdate';

// The offline app shell (vite-plugin-pwa). An update waits and is applied after a navigation
// when no quiz is open and the page's requests have settled (lib/swUpdate.ts).
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  if (typeof PerformanceObserver !== 'undefined') new PerformanceObserver(noteActivity).observe({ type: 'resource' });
  void import('virtual:pwa-register')
    .then(({ registerSW }) => {
      const update = registerSW({ onNeedRefresh: () => updateWaiting(() => void update(true)) });
    })
    .catch((err: unknown) => console.warn('No offline app shell', err));
  router.subscribe(() => applyUpdateIfSafe());
}

const store = setupStore();
// A student opening their dashboard (a repeat visit: the code comes from the service worker at
// once): its figures are asked for while the page's code loads and runs, not once it is drawn.
if (window.location.pathname === PATHS.studentHome) {
  void import('@/features/auth/lib/signIn').then((m) => m.prefetchStudentDashboard(store)).catch(() => undefined);
}

// The page being opened and its layout download side by side, not one after the other, and
// the app is drawn once they are there: its first render replaces the page's HTML shell with
// the page itself, not with a loading state (the sign-in page adopts what was typed in its
// shell's form, features/auth/lib/shellLogin.ts), in the language chosen before.
void Promise.all([preloadPage(window.location.pathname), startLanguageReady]).then(() =>
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
