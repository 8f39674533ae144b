import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/** The next multiple of the interval after `after`, counted from the session's start. */
export function nextRealityCheck(startedAt: number, minutes: number, after: number): number {
  const every = minutes * MINUTE_MS;
  return startedAt + (Math.floor((after - startedAt) / every) + 1) * every;
}

/**
 * When the reality check fell due (epoch ms), or null: every `minutes` from the session's start
 * (0: never). `seen` dismisses it until the next multiple.
 */
export function useRealityCheckDue(
  minutes: number,
  startedAt: number | null,
): { dueAt: number | null; seen: () => void } {
  const [seenAt, setSeenAt] = useState(() => Date.now());
  const [dueAt, setDueAt] = useState<number | null>(null);

  useEffect(() => {
    if (minutes <= 0 || startedAt === null || dueAt !== null) return;
    const wait = nextRealityCheck(startedAt, minutes, Math.max(seenAt, startedAt)) - Date.now();
    const timer = setTimeout(() => setDueAt(Date.now()), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [minutes, startedAt, seenAt, dueAt]);

  return {
    dueAt: minutes > 0 ? dueAt : null,
    seen: () => {
      setSeenAt(Date.now());
      setDueAt(null);
    },
  };
}
