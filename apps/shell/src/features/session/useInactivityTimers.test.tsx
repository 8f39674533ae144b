import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGOUT_AFTER_MS, WARN_AFTER_MS, useInactivityTimers } from './useInactivityTimers';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('inactivity timers', () => {
  it('warns after 10 minutes and logs out after 20 without activity', () => {
    const onLogout = vi.fn();
    const { result } = renderHook(() => useInactivityTimers(true, onLogout));
    act(() => vi.advanceTimersByTime(WARN_AFTER_MS - 1));
    expect(result.current.warning).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.warning).toBe(true);
    expect(onLogout).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(LOGOUT_AFTER_MS - WARN_AFTER_MS));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it.each(['mousemove', 'keydown', 'scroll', 'click', 'touchstart'])(
    'a %s restarts both timers and clears the warning',
    (type) => {
      const onLogout = vi.fn();
      const { result } = renderHook(() => useInactivityTimers(true, onLogout));
      act(() => vi.advanceTimersByTime(WARN_AFTER_MS + 1000));
      expect(result.current.warning).toBe(true);
      act(() => {
        window.dispatchEvent(new Event(type));
      });
      expect(result.current.warning).toBe(false);
      act(() => vi.advanceTimersByTime(LOGOUT_AFTER_MS - 1));
      expect(onLogout).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onLogout).toHaveBeenCalledTimes(1);
    },
  );

  it('runs no timers for a logged-out visitor', () => {
    const onLogout = vi.fn();
    const { result } = renderHook(() => useInactivityTimers(false, onLogout));
    act(() => vi.advanceTimersByTime(LOGOUT_AFTER_MS * 2));
    expect(result.current.warning).toBe(false);
    expect(onLogout).not.toHaveBeenCalled();
  });
});
