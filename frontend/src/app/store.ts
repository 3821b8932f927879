import { combineSlices, configureStore, createDynamicMiddleware, type WithSlice } from '@reduxjs/toolkit';
import type { api } from '@/lib/api';
import { whenApiLoaded } from '@/lib/lazyApi';
import { loadSessionUser, sessionSlice } from '@/lib/session';
import { uiSlice } from '@/lib/ui';
import { STORAGE } from '@/lib/constants';
import { writeJson } from '@/lib/storage';

// The API slice (RTK Query) joins when its code is first loaded, so that the first download of
// pages that never call it (/) or only when the form is sent (/login) does not carry it.
const rootReducer = combineSlices(sessionSlice, uiSlice).withLazyLoadedSlices<WithSlice<typeof api>>();

export type RootState = ReturnType<typeof rootReducer>;

export function setupStore(preloadedState?: Partial<RootState>) {
  const apiMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: { user: loadSessionUser() },
      ...preloadedState,
    } as RootState,
    middleware: (getDefault) => getDefault().concat(apiMiddleware.middleware),
  });
  whenApiLoaded((loaded) => {
    rootReducer.inject(loaded);
    apiMiddleware.addMiddleware(loaded.middleware);
    // Gives the API slice its initial state before any call reads it.
    store.dispatch({ type: 'app/apiLoaded' });
    loaded.setupListeners(store.dispatch);
  });
  // Keep the stored session user in step with the store.
  let lastUser = store.getState().session.user;
  store.subscribe(() => {
    const user = store.getState().session.user;
    if (user !== lastUser) {
      lastUser = user;
      writeJson(STORAGE.user, user ?? undefined);
    }
  });
  return store;
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
