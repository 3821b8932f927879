import type { Dispatch, Middleware, Reducer } from '@reduxjs/toolkit';

/**
 * What the store needs of the API (lib/api.ts) once its code is loaded. The store does not
 * import RTK Query: the first page that calls the server brings it (with its endpoints), and
 * the API joins every store then. Pages such as / and /login draw without it.
 */
export interface LoadedApi {
  reducerPath: 'api';
  reducer: Reducer;
  middleware: Middleware;
  setupListeners: (dispatch: Dispatch) => unknown;
}

let loaded: LoadedApi | null = null;
const waiting: ((api: LoadedApi) => void)[] = [];

/** Called once by lib/api.ts when its module runs. */
export function provideApi(api: LoadedApi): void {
  loaded = api;
  for (const join of waiting.splice(0)) join(api);
}

/** Runs `join` now if the API is loaded, otherwise when it is. */
export function whenApiLoaded(join: (api: LoadedApi) => void): void {
  if (loaded) join(loaded);
  else waiting.push(join);
}
