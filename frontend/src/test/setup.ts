import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from './server';
import { mediaQueryList } from './mediaQuery';
import i18n from '@/i18n';
import { resetOutboxForTests } from '@/features/quiz/offline';
import { resetOfflineDbForTests } from '@/features/quiz/offline/db';

// Lazy routes load on first visit; leave room for slow, busy machines.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  void i18n.changeLanguage('en');
});

// Each test starts with an empty device: a fresh IndexedDB, and the page's outbox and database forgotten.
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetOutboxForTests();
  resetOfflineDbForTests();
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.useRealTimers();
});

afterAll(() => server.close());

window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

if (!window.matchMedia) {
  window.matchMedia = (query: string) => mediaQueryList(query, false);
}

// The app calls the API with relative URLs ('/api/...') as a browser would; Node's Request and
// fetch need an origin (public/shell/login.js calls fetch with a path).
const relative = (input: RequestInfo | URL) =>
  typeof input === 'string' && input.startsWith('/') ? new URL(input, window.location.origin).href : input;
const nodeFetch = globalThis.fetch;
globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => nodeFetch(relative(input), init)) as typeof fetch;
const NodeRequest = globalThis.Request;
class RelativeRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(relative(input), init);
  }
}
globalThis.Request = RelativeRequest as typeof Request;
