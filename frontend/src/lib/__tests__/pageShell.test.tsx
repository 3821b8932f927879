import { StrictMode } from 'react';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { takeOnce, useShellTakeOver } from '../pageShell';

describe('takeOnce', () => {
  it('reads once, the same answer until forgotten, and clears on forget', () => {
    let stored: string | null = 'typed';
    const read = vi.fn(() => stored);
    const clear = vi.fn(() => {
      stored = null;
    });
    const shell = takeOnce(read, clear);
    expect(shell.take()).toBe('typed');
    stored = 'changed';
    expect(shell.take()).toBe('typed');
    expect(read).toHaveBeenCalledTimes(1);
    shell.forget();
    expect(clear).toHaveBeenCalledTimes(1);
    expect(shell.take()).toBeNull();
  });
});

describe('useShellTakeOver', () => {
  it('acts on a press made on the HTML form once, even when React runs effects twice', () => {
    const forget = vi.fn();
    const onPress = vi.fn();
    const taken = { pressed: true, name: 'amina' };
    const { rerender } = renderHook(() => useShellTakeOver(taken, forget, onPress), { wrapper: StrictMode });
    rerender();
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(onPress).toHaveBeenCalledWith(taken);
    expect(forget).toHaveBeenCalled();
  });

  it('forgets the shell and acts on nothing when the button was not pressed, or nothing was drawn', () => {
    const forget = vi.fn();
    const onPress = vi.fn();
    renderHook(() => useShellTakeOver({ pressed: false }, forget, onPress));
    renderHook(() => useShellTakeOver(null, forget, onPress));
    expect(onPress).not.toHaveBeenCalled();
    expect(forget).toHaveBeenCalledTimes(2);
  });
});
