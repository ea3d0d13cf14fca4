import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRemovalPolling } from './removal-polling.ts';

const open = { allowOnlineBooking: true, full: false, past: false, waitlistQueueLength: 2 };

describe('polling after a removal (spec 2 §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the session again every 3 s, 6 times at most', () => {
    const refresh = vi.fn();
    const { result } = renderHook(() => useRemovalPolling(refresh));
    act(() => result.current(open));
    act(() => vi.advanceTimersByTime(2999));
    expect(refresh).toHaveBeenCalledTimes(0);
    act(() => vi.advanceTimersByTime(1));
    expect(refresh).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(60_000));
    expect(refresh).toHaveBeenCalledTimes(6);
  });

  it('does not poll a session without online booking, full, past, or with nobody waiting', () => {
    const refresh = vi.fn();
    const { result } = renderHook(() => useRemovalPolling(refresh));
    act(() => {
      result.current({ ...open, allowOnlineBooking: false });
      result.current({ ...open, full: true });
      result.current({ ...open, past: true });
      result.current({ ...open, waitlistQueueLength: 0 });
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(refresh).not.toHaveBeenCalled();
  });

  it('stops when the drawer closes', () => {
    const refresh = vi.fn();
    const { result, unmount } = renderHook(() => useRemovalPolling(refresh));
    act(() => result.current(open));
    act(() => vi.advanceTimersByTime(6000));
    unmount();
    act(() => vi.advanceTimersByTime(60_000));
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
