/**
 * What the pages the build draws in HTML before the app's code arrives leave for the app
 * (issue 20, item 3): login/index.html and start-quiz/index.html draw their forms from HTML, and
 * their plain scripts (public/shell/) make them work and keep what the user did on window. The
 * app's page reads that once, as it first draws over the form, and forgets it once taken over.
 */
import { useEffect, useRef } from 'react';

declare global {
  interface Window {
    /** public/shell/language.js: the language those pages are drawn in. */
    __sabiShellLanguage?: unknown;
  }
}

/**
 * What `read` finds, read the first time it is asked for and the same answer until `forget`
 * (a page drawn twice reads the same, even once React has replaced the form); `forget` also
 * runs `clear`, so a later visit to the page starts afresh.
 */
export function takeOnce<T>(read: () => T, clear: () => void): { take: () => T | null; forget: () => void } {
  let taken: { value: T | null } | undefined;
  return {
    take: () => {
      if (!taken) taken = { value: typeof document === 'undefined' ? null : read() };
      return taken.value;
    },
    forget: () => {
      taken = undefined;
      if (typeof window !== 'undefined') clear();
    },
  };
}

/**
 * The app's page taking over the HTML form it was first drawn with (`taken`, read on its first
 * render): once mounted the shell is forgotten, and a press of the form's button made before the
 * app arrived is acted on once (`onPress`), even when React runs the effect twice.
 */
export function useShellTakeOver<T extends { pressed: boolean }>(
  taken: T | null,
  forget: () => void,
  onPress: (taken: T) => void,
): void {
  const pressTaken = useRef(false);
  useEffect(() => {
    forget();
    if (taken?.pressed && !pressTaken.current) {
      pressTaken.current = true;
      onPress(taken);
    }
    // Once, with what the shell held when the page was first drawn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
