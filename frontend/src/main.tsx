import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { router } from '@/app/router';
import { applyUpdateIfSafe, updateWaiting } from '@/lib/swUpdate';

// The offline app shell (vite-plugin-pwa). An update waits and is applied on a navigation
// when no quiz is open (lib/swUpdate.ts).
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  void import('virtual:pwa-register')
    .then(({ registerSW }) => {
      const update = registerSW({ onNeedRefresh: () => updateWaiting(() => void update(true)) });
    })
    .catch((err: unknown) => console.warn('No offline app shell', err));
  router.subscribe(() => applyUpdateIfSafe());
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
