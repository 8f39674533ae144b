import { useAppStore } from '@exchange/shared-auth';
import { memo, useLayoutEffect, useRef } from 'react';
import { watchRoundSeconds } from '../useRoundSeconds';
import styles from './liveTable.module.css';

/**
 * The two-digit countdown. It changes every second, the page's one regular update, so it draws
 * itself: it watches the round's seconds (watchRoundSeconds: the tick told alone, or else the
 * cached answer's own autoTime) and writes the digits into its box, without a React render for a
 * tick (issue 12, a table at rest: a render per tick cost more than the digits' own frame). React
 * renders the boxes once and never the digits. They sit in a box of their own size
 * (liveTable.module.css), as wide as its digits, so the browser lays out only that box for a tick.
 */
export const Countdown = memo(function Countdown({ gameId }: { gameId: string }) {
  const store = useAppStore();
  const digits = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const box = digits.current;
    if (!box) return undefined;
    // One text node, its data replaced on a tick (what React itself would write); the width only
    // when the number of digits changes.
    const text = box.appendChild(document.createTextNode(''));
    const stop = watchRoundSeconds(store, gameId, (seconds) => {
      const shown = seconds === undefined ? '--' : seconds.padStart(2, '0');
      if (shown.length !== text.data.length) box.style.width = `${shown.length}ch`;
      text.data = shown;
    });
    return () => {
      stop();
      text.remove();
    };
  }, [store, gameId]);
  return (
    <div className={styles.countdown} data-testid="countdown">
      <span ref={digits} className={styles.digits} />
    </div>
  );
});
