import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload, preloadPage, setPagePreloader } from '../preload';

describe('a page drawn from its own chunk', () => {
  it('draws at once, with no loading state, once its code has been downloaded', async () => {
    const load = vi.fn(async () => ({ default: () => <h1>The page</h1> }));
    const { Component, preload } = lazyWithPreload(load);
    await preload();
    // Drawn in the first render: the fallback never shows.
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the loading state while its code downloads when it was not asked for before', async () => {
    let arrive: () => void = () => undefined;
    const { Component } = lazyWithPreload(
      () => new Promise<{ default: () => React.JSX.Element }>((resolve) => {
        arrive = () => resolve({ default: () => <h1>Later</h1> });
      }),
    );
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Later' })).toBeInTheDocument();
  });

  it('settles once the page\'s chunks are there, and also when one fails (the page then says so)', async () => {
    const done: string[] = [];
    setPagePreloader(() =>
      Promise.all([
        Promise.resolve().then(() => done.push('layout')),
        Promise.reject(new Error('offline')),
      ]),
    );
    await expect(preloadPage('/anywhere')).resolves.toBeUndefined();
    expect(done).toEqual(['layout']);
  });
});
