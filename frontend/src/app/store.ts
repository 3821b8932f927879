import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '@/lib/api';
import { loadSessionUser, sessionSlice } from '@/lib/session';
import { uiSlice } from '@/lib/ui';
import { STORAGE } from '@/lib/constants';
import { writeJson } from '@/lib/storage';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  session: sessionSlice.reducer,
  ui: uiSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function setupStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: { user: loadSessionUser() },
      ...preloadedState,
    } as RootState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
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
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
