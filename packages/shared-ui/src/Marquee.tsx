import { useLayoutEffect, useRef, useState } from 'react';
import frame from './frame.module.css';
import { useT } from './i18n/translate';

export type MarqueeProps = { text: string };

/** Reading pace of a pass: pixels a second the line moves. */
const PASS_PIXELS_PER_SECOND = 40;
/** The shortest move: a line only a few pixels too long still moves slowly enough to follow. */
const MIN_MOVE_SECONDS = 3;
/** The share of a pass spent moving; the rest holds the line's end in view (the keyframes' 85 %). */
const MOVING_SHARE = 0.85;

/**
 * The pass moves in steps, 30 a second, not at every frame the screen can show: each step is a frame
 * the compositor draws and reports back to the page's main thread, and 60 a second cost a casino
 * table about half a point of main thread while the line crawled (issue 12). At reading pace a
 * step is one to two pixels, and the text stays sharp between steps.
 */
const PASS_STEPS_PER_SECOND = 30;

export type MarqueePass = { shiftPx: number; seconds: number; steps: number };

/**
 * The pass of a line whose text runs `overflowPx` past its box: it moves left by that much, at
 * reading pace, then holds its end in view; null when the whole text fits (nothing to scroll).
 */
export function marqueePass(overflowPx: number): MarqueePass | null {
  if (!Number.isFinite(overflowPx) || overflowPx < 1) return null;
  const shiftPx = Math.ceil(overflowPx);
  const moving = Math.max(MIN_MOVE_SECONDS, shiftPx / PASS_PIXELS_PER_SECOND);
  return {
    shiftPx,
    seconds: Math.round((moving / MOVING_SHARE) * 10) / 10,
    steps: Math.round(moving * PASS_STEPS_PER_SECOND),
  };
}

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The announcement line under the header. The text is rendered as plain text (never parsed as
 * HTML: it comes from the server). With reduced motion requested it stands still and wraps.
 *
 * The line rests at its start on one line (cut with an ellipsis, the whole text in its title and
 * read in full by a screen reader). A new announcement too long for its line scrolls once: it
 * starts where it rests, so it can be read at once, moves left at reading pace until its end is in
 * view, holds there, and is back at its start. A text that fits does not move. A tap or a click on
 * it, or Enter or Space on it, pauses a pass and resumes it (WCAG 2.2.2), and once it rests scrolls
 * it again.
 *
 * What it costs (issue 12): every step of a pass is a frame the compositor draws and reports to the
 * page's main thread. An endless scroll kept that up for as long as the player stayed on any page;
 * a pass that came in from the right edge and left by the left one moved the line a screen's width
 * and its text's, where only the hidden part needs to move (docs/decisions/0018-announcement-marquee.md).
 * The pass is a CSS animation over the resting style, so its end changes nothing in the page (no
 * state, no DOM write). Plain elements (`frame.module.css`): it is drawn on every page.
 */
export function Marquee({ text }: MarqueeProps) {
  const t = useT();
  const announcement = text.trim();
  // Passes asked for by a tap: each mounts the line afresh, and a new line's animation starts again.
  const [replays, setReplays] = useState(0);
  const line = useRef<HTMLDivElement>(null);
  // Each line element (a new announcement, or a pass asked for) is measured once, as it is put in
  // the page, and given its pass there: the style the pass needs, written before the first paint.
  useLayoutEffect(() => {
    const element = line.current;
    if (!element || reducedMotion()) return;
    const pass = marqueePass(element.scrollWidth - element.clientWidth);
    if (!pass) return;
    element.style.setProperty('--marquee-shift', `-${pass.shiftPx}px`);
    element.style.animationDuration = `${pass.seconds}s`;
    element.style.animationTimingFunction = `steps(${pass.steps})`;
    element.setAttribute('data-pass', '');
  }, [replays, announcement]);
  if (!announcement) return null;
  const press = () => {
    // The pass under way, if any (a pass that has ended is no longer listed).
    const pass = line.current?.getAnimations?.()[0];
    if (!pass) setReplays((n) => n + 1);
    else if (pass.playState === 'paused') pass.play();
    else pass.pause();
  };
  return (
    <div
      role="marquee"
      aria-label={t('frame.announcement')}
      className={frame.marquee}
      data-testid="marquee"
      title={announcement}
      tabIndex={0}
      onClick={press}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        // Space would also scroll the page.
        event.preventDefault();
        press();
      }}
    >
      <div key={`${replays}:${announcement}`} ref={line} className={frame.marqueeLine} data-testid="marquee-line">
        {announcement}
      </div>
    </div>
  );
}
