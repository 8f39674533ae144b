import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec section 9: warn after 10 minutes without activity, log out after 20. */
export const WARN_AFTER_MS = 10 * 60_000;
export const LOGOUT_AFTER_MS = 20 * 60_000;
export const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'scroll', 'click', 'touchstart'] as const;

/** Mouse moves arrive dozens of times a second; restarting the timers once a second is enough. */
const RESTART_THROTTLE_MS = 1000;

/**
 * Runs the two inactivity timers while `active`; any mouse move, key press, scroll, click or
 * touch restarts both and clears the warning.
 */
export function useInactivityTimers(
  active: boolean,
  onLogout: () => void,
): { warning: boolean; stillHere: () => void } {
  const [warning, setWarning] = useState(false);
  const logoutRef = useRef(onLogout);
  useEffect(() => {
    logoutRef.current = onLogout;
  });
  const timers = useRef<{ warn?: ReturnType<typeof setTimeout>; logout?: ReturnType<typeof setTimeout>; last: number }>(
    { last: 0 },
  );

  const arm = useCallback(() => {
    const t = timers.current;
    clearTimeout(t.warn);
    clearTimeout(t.logout);
    t.last = Date.now();
    t.warn = setTimeout(() => setWarning(true), WARN_AFTER_MS);
    t.logout = setTimeout(() => {
      setWarning(false);
      logoutRef.current();
    }, LOGOUT_AFTER_MS);
  }, []);

  const stillHere = useCallback(() => {
    setWarning(false);
    arm();
  }, [arm]);

  useEffect(() => {
    if (!active) return undefined;
    const t = timers.current;
    arm();
    const onActivity = () => {
      if (Date.now() - t.last >= RESTART_THROTTLE_MS) stillHere();
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true, capture: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      clearTimeout(t.warn);
      clearTimeout(t.logout);
    };
  }, [active, arm, stillHere]);

  return { warning: active && warning, stillHere };
}
