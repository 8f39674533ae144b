import { useEffect, useState } from 'react';

/**
 * A moved rate flashes (issue 4) by ONE attribute, `data-flash`, on the element that shows the rate,
 * read by the stylesheet below, defined once for the page: no per-cell class, no transition rewrites,
 * no timer to clear it (issue 12: a class and a transition on every cell cost ~1,000 style
 * recalculations a minute). The flash's pseudo-element covers the whole cell (the cell is the
 * positioned box), so a moved rate writes one element: its text and its attribute together.
 * The value alternates a/b so that two moves the same way in a row restart the animation.
 * Kept subtle (issue 16): a 1 px edge at 60 % opacity, gone in 0.4 s, never a filled cell.
 *
 * The edge is shown by the attribute and hidden 0.4 s later by an animation that only waits: zero
 * long, delayed 0.4 s, filling forwards with `visibility: hidden`. Blink wakes for it once, by a
 * timer, at its end; it makes no compositor layer and no per-frame work. A fade of the edge's
 * opacity (compositor-run) cost more on the main thread: each start and end created and removed a
 * layer and answered the compositor (issue 12, docs/decisions.md: 3.25-3.64 % busy at rest against
 * 2.62-3.15 % this way). Under reduced motion the edge is never drawn.
 */
export type Flash = 'up-a' | 'up-b' | 'down-a' | 'down-b';

export const RATE_FLASH_CSS = `
[data-rate-cell]{position:relative}
[data-rate]::after{content:'';position:absolute;inset:0;pointer-events:none;visibility:hidden;opacity:.6;box-shadow:inset 0 0 0 1px #d69e2e}
[data-rate][data-flash]::after{visibility:visible}
[data-rate][data-flash^='up']::after{box-shadow:inset 0 0 0 1px #2f855a}
[data-rate][data-flash^='down']::after{box-shadow:inset 0 0 0 1px #c53030}
[data-rate][data-flash$='-a']::after{animation:rate-flash-a 0s .4s forwards}
[data-rate][data-flash$='-b']::after{animation:rate-flash-b 0s .4s forwards}
@keyframes rate-flash-a{to{visibility:hidden}}
@keyframes rate-flash-b{to{visibility:hidden}}
@media (prefers-reduced-motion:reduce){[data-rate]::after{display:none}}
`;

/** The keyframes the flash runs, as their animation events name them. */
const FLASH_ANIMATIONS = new Set(['rate-flash-a', 'rate-flash-b']);
const FLASH_EVENTS = ['animationstart', 'animationend', 'animationcancel'] as const;

function stopFlashEvent(event: Event): void {
  if (FLASH_ANIMATIONS.has((event as AnimationEvent).animationName)) event.stopPropagation();
}

let flashTables = 0;

/**
 * Each flash's end fires `animationstart` and `animationend` on its cell, and React listens for
 * every animation event at its root: with some twenty cells moving a second, React looked for
 * handlers along the whole tree forty times a second for events nothing handles (issue 12: 3 to
 * 7 ms of each second's flash frame at 4x CPU). The window sees an event first (capture), and stops
 * the flash's own there; every other animation (the announcement's scroll, a dealt card) still
 * reaches React. Held while any table shows rates, dropped with the last.
 */
export function holdFlashEventsFromReact(): () => void {
  if (flashTables++ === 0) for (const type of FLASH_EVENTS) window.addEventListener(type, stopFlashEvent, true);
  return () => {
    if (--flashTables === 0) for (const type of FLASH_EVENTS) window.removeEventListener(type, stopFlashEvent, true);
  };
}

/** The flash stylesheet; React keeps one copy in the head however many tables render it. */
export function RateFlashStyles() {
  useEffect(() => holdFlashEventsFromReact(), []);
  return (
    <style href="exchange-rate-flash" precedence="medium">
      {RATE_FLASH_CSS}
    </style>
  );
}

/** The direction of the last move of `value` (none before its first move), computed while rendering. */
export function useFlash(value: number): Flash | undefined {
  const [seen, setSeen] = useState<{ value: number; flash: Flash | undefined }>({ value, flash: undefined });
  if (seen.value !== value) {
    const direction = value > seen.value ? 'up' : 'down';
    const beat = seen.flash?.endsWith('-a') ? 'b' : 'a';
    const next = { value, flash: `${direction}-${beat}` as Flash };
    // React's pattern for state from the previous render: re-renders at once, before anything is written.
    setSeen(next);
    return next.flash;
  }
  return seen.flash;
}
