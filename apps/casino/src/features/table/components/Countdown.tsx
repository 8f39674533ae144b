import { useAppStore } from '@exchange/shared-auth';
import { memo, useLayoutEffect, useRef } from 'react';
import { mountDial } from '../countdownDial';
import { watchRoundSeconds } from '../useRoundSeconds';
import styles from './liveTable.module.css';

/**
 * The two-digit countdown. It changes every second, the page's one regular update, so it is drawn
 * without React and, while the round counts down as it should, without the page's main thread: it
 * watches the round's seconds (watchRoundSeconds: the tick told alone, or else the cached answer's
 * own autoTime) and gives each value to a dial the compositor turns (countdownDial.ts). React renders
 * the boxes once and never the digits. Screen readers read the countdown's name, the value the
 * poll last told (a timer: not announced at each change; while the countdown keeps its schedule the
 * worker tells a value at least every 5 s, not every second: docs/decisions/0012-casino-countdown.md, step 5).
 * The digits' box is as wide as its digits
 * (liveTable.module.css), so when the dial is set again the browser lays out only that box.
 */
export const Countdown = memo(function Countdown({ gameId }: { gameId: string }) {
  const store = useAppStore();
  const timer = useRef<HTMLDivElement>(null);
  const digits = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const [box, named] = [digits.current, timer.current];
    if (!box || !named) return undefined;
    const dial = mountDial(box);
    const stop = watchRoundSeconds(store, gameId, (seconds) => {
      const shown = dial.show(seconds);
      if (named.getAttribute('aria-label') !== shown) named.setAttribute('aria-label', shown);
    });
    return () => {
      stop();
      dial.stop();
    };
  }, [store, gameId]);
  return (
    <div ref={timer} role="timer" className={styles.countdown} data-testid="countdown">
      <span ref={digits} className={styles.digits} />
    </div>
  );
});
