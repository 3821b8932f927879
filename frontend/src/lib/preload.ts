/**
 * Downloading a page's code before it is shown (issue 20, item 3). Each page's code is its own
 * chunk, loaded when React first draws it; a page inside a layout would otherwise wait for the
 * layout's chunk to arrive and run before its own is asked for, one slow round trip after the
 * other. The app's routes (app/routes.tsx) register how to start both at once; main.tsx asks for
 * the page being opened, and the login page for the page it is about to go to while its
 * success message shows.
 */
let preloader: ((path: string) => void) | null = null;

export function setPagePreloader(preload: (path: string) => void): void {
  preloader = preload;
}

/** Starts downloading the code of the page at `path` and of its layouts (nothing if unknown). */
export function preloadPage(path: string): void {
  preloader?.(path);
}
