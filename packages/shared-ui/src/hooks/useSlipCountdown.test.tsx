import { act, renderHook } from '@testing-library/react';
import { useSlipCountdown } from './useSlipCountdown';

type Props = { resetKey: unknown; paused: boolean };

function setup(total: number, initial: Props) {
  const onExpire = vi.fn();
  const hook = renderHook((props: Props) => useSlipCountdown({ total, onExpire, ...props }), {
    initialProps: initial,
  });
  return { onExpire, ...hook };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useSlipCountdown', () => {
  it('rests at its start with no slip, counts down a second at a time and expires once at 0', () => {
    const { result, rerender, onExpire } = setup(10, { resetKey: null, paused: false });
    act(() => vi.advanceTimersByTime(15_000));
    expect(result.current).toBe(10);
    expect(onExpire).not.toHaveBeenCalled();
    rerender({ resetKey: 'Dragon', paused: false });
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current).toBe(7);
    act(() => vi.advanceTimersByTime(6999));
    expect(result.current).toBe(1);
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(0);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('starts again from the top on a new key (compared by identity: the same-looking selection made again)', () => {
    const first = { runner: 'Dragon' };
    const again = { runner: 'Dragon' };
    const { result, rerender, onExpire } = setup(10, { resetKey: first, paused: false });
    act(() => vi.advanceTimersByTime(8000));
    expect(result.current).toBe(2);
    rerender({ resetKey: again, paused: false });
    expect(result.current).toBe(10);
    act(() => vi.advanceTimersByTime(9000));
    expect(result.current).toBe(1);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('stands still while paused (a bet being sent) and goes on from there after', () => {
    const { result, rerender, onExpire } = setup(5, { resetKey: 'S1', paused: false });
    act(() => vi.advanceTimersByTime(4000));
    rerender({ resetKey: 'S1', paused: true });
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(1);
    expect(onExpire).not.toHaveBeenCalled();
    rerender({ resetKey: 'S1', paused: false });
    act(() => vi.advanceTimersByTime(1000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('stops counting when the slip closes, and a new slip starts from the top', () => {
    const { result, rerender } = setup(10, { resetKey: 'A', paused: false });
    act(() => vi.advanceTimersByTime(6000));
    rerender({ resetKey: '', paused: false });
    expect(result.current).toBe(10);
    rerender({ resetKey: 'A', paused: false });
    expect(result.current).toBe(10);
  });
});
