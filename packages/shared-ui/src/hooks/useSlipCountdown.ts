import { useEffect, useState } from 'react';

/** No slip is open: the countdown rests at its start. */
const NO_SLIP = (key: unknown) => key === null || key === undefined || key === '';

/**
 * A bet slip's countdown (spec sections 4 and 9: the sport slip 5 s, the casino slip 10 s), shared
 * by both slips: `seconds` falls from `total` by one each second while a slip is open (`resetKey`
 * set), starts again from `total` whenever `resetKey` changes (compared with Object.is: a new
 * selection, or a new amount, as the slip decides), stands still while `paused` (a bet being
 * submitted), and at 0 calls `onExpire` (the slip closes and its selection is cleared).
 * `onExpire` should be stable (a useCallback); it may be called again if the slip stays open at 0.
 */
export function useSlipCountdown({
  total,
  resetKey,
  paused,
  onExpire,
}: {
  total: number;
  resetKey: unknown;
  paused: boolean;
  onExpire: () => void;
}): number {
  const [tick, setTick] = useState<{ key: unknown; elapsed: number }>({ key: null, elapsed: 0 });
  const running = !NO_SLIP(resetKey);
  // A closed slip forgets its count, so a slip opened again on the same key starts from the top
  // (React's pattern for state derived from a prop: set during render, no effect).
  if (!running && tick.key !== null) setTick({ key: null, elapsed: 0 });
  const seconds = Math.max(0, total - (running && Object.is(tick.key, resetKey) ? tick.elapsed : 0));
  useEffect(() => {
    if (!running || paused) return undefined;
    const timer = setInterval(
      () => setTick((prev) => ({ key: resetKey, elapsed: (Object.is(prev.key, resetKey) ? prev.elapsed : 0) + 1 })),
      1000,
    );
    return () => clearInterval(timer);
  }, [running, paused, resetKey]);
  useEffect(() => {
    if (running && !paused && seconds <= 0) onExpire();
  }, [running, paused, seconds, onExpire]);
  return seconds;
}
