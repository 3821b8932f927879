/**
 * Downloading a page's code before it is shown (issue 20, item 3). Each page's code is its own
 * chunk, loaded when React first draws it; a page inside a layout would otherwise wait for the
 * layout's chunk to arrive and run before its own is asked for, one slow round trip after the
 * other. The app's routes (app/routes.tsx) register how to start both at once; main.tsx asks for
 * the page being opened (and draws the app once it is there), and the login page for the page it
 * is about to go to while its success message shows.
 */
import { lazy, type ComponentType } from 'react';

type Preloader = (path: string) => Promise<unknown>;
let preloader: Preloader | null = null;

export function setPagePreloader(preload: Preloader): void {
  preloader = preload;
}

/**
 * Starts downloading the code of the page at `path` and of its layouts; settles when it is
 * there (at once if the path is unknown), and never rejects: a page that failed to load says so
 * when it is drawn.
 */
export function preloadPage(path: string): Promise<void> {
  return Promise.resolve(preloader?.(path))
    .then(() => undefined)
    .catch(() => undefined);
}

type Module<P> = { default: ComponentType<P> };

/**
 * React.lazy over `load`, and `load` with its result kept: once the code is there, the lazy
 * component is drawn in the same render instead of showing a loading state for a moment (React
 * takes a thenable that calls back at once as already settled). So the app's first render, after
 * main.tsx has waited for the page's code, draws the page itself over the HTML shell.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy's own signature
export function lazyWithPreload<P = any>(load: () => Promise<Module<P>>) {
  let loaded: Module<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const Component = lazy(() => {
    if (!loaded) return preload();
    const module = loaded;
    return { then: (resolve: (m: Module<P>) => void) => resolve(module) } as Promise<Module<P>>;
  });
  return { Component, preload };
}
