import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps its state per page: a fresh copy for each test.
async function fresh() {
  vi.resetModules();
  return import('../swUpdate');
}

describe('service-worker update', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  it('asks the new version to take over once the page is quiet, and only once', async () => {
    const sw = await fresh();
    const takeOver = vi.fn();
    sw.updateWaiting(takeOver);
    expect(takeOver).not.toHaveBeenCalled();
    vi.advanceTimersByTime(sw.QUIET_MS);
    expect(takeOver).toHaveBeenCalledTimes(1);
    sw.applyUpdateIfSafe();
    vi.advanceTimersByTime(sw.QUIET_MS * 5);
    expect(takeOver).toHaveBeenCalledTimes(1);
  });

  it('waits while the page is still loading', async () => {
    const sw = await fresh();
    const takeOver = vi.fn();
    sw.updateWaiting(takeOver);
    for (let i = 0; i < 5; i += 1) {
      vi.advanceTimersByTime(sw.QUIET_MS / 2);
      sw.noteActivity();
    }
    expect(takeOver).not.toHaveBeenCalled();
    vi.advanceTimersByTime(sw.QUIET_MS - 1);
    expect(takeOver).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(takeOver).toHaveBeenCalledTimes(1);
  });

  it('waits while a quiz is open, and asks after the first navigation once it closed', async () => {
    const sw = await fresh();
    const takeOver = vi.fn();
    const closed = sw.quizOpened();
    sw.updateWaiting(takeOver);
    vi.advanceTimersByTime(sw.QUIET_MS * 3);
    expect(takeOver).not.toHaveBeenCalled();
    closed();
    closed(); // closing twice counts once
    expect(sw.isQuizOpen()).toBe(false);
    sw.applyUpdateIfSafe();
    vi.advanceTimersByTime(sw.QUIET_MS);
    expect(takeOver).toHaveBeenCalledTimes(1);
  });

  it('does not ask when a quiz opens while it waits for quiet', async () => {
    const sw = await fresh();
    const takeOver = vi.fn();
    sw.updateWaiting(takeOver);
    vi.advanceTimersByTime(sw.QUIET_MS / 2);
    const closed = sw.quizOpened();
    vi.advanceTimersByTime(sw.QUIET_MS * 3);
    expect(takeOver).not.toHaveBeenCalled();
    closed();
    sw.applyUpdateIfSafe();
    vi.advanceTimersByTime(sw.QUIET_MS);
    expect(takeOver).toHaveBeenCalledTimes(1);
  });
});
