import { useState } from 'react';

/**
 * A moved rate flashes (issue 4) by ONE attribute, `data-flash`, on the element that shows the rate,
 * read by the stylesheet below, defined once for the page: no per-cell class, no transition rewrites,
 * no timer to clear it (issue 12: a class and a transition on every cell cost ~1,000 style
 * recalculations a minute). The flash's pseudo-element covers the whole cell (the cell is the
 * positioned box), so a moved rate writes one element: its text and its attribute together.
 * The value alternates a/b so that two moves the same way in a row restart the animation; the
 * animation fades a pseudo-element's opacity, which the compositor runs off the main thread.
 * Kept subtle (issue 16): a 1 px edge at 60 % opacity, gone in 0.4 s, never a filled cell.
 */
export type Flash = 'up-a' | 'up-b' | 'down-a' | 'down-b';

export const RATE_FLASH_CSS = `
[data-rate-cell]{position:relative}
[data-rate]::after{content:'';position:absolute;inset:0;pointer-events:none;opacity:0;box-shadow:inset 0 0 0 1px #d69e2e}
[data-rate][data-flash^='up']::after{box-shadow:inset 0 0 0 1px #2f855a}
[data-rate][data-flash^='down']::after{box-shadow:inset 0 0 0 1px #c53030}
[data-rate][data-flash$='-a']::after{animation:rate-flash-a .4s ease-out}
[data-rate][data-flash$='-b']::after{animation:rate-flash-b .4s ease-out}
@keyframes rate-flash-a{from{opacity:.6}to{opacity:0}}
@keyframes rate-flash-b{from{opacity:.6}to{opacity:0}}
@media (prefers-reduced-motion:reduce){[data-rate]::after{animation:none!important}}
`;

/** The flash stylesheet; React keeps one copy in the head however many tables render it. */
export function RateFlashStyles() {
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
