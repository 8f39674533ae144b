import { useRef, useState } from 'react';
import frame from './frame.module.css';

export type MarqueeProps = { text: string };

/** Seconds for one pass: a short line still crawls readably, a long one scrolls at reading pace. */
function scrollSeconds(text: string): number {
  return Math.max(12, Math.round(8 + text.length * 0.2));
}

/**
 * The pass moves in steps, 30 a second, not at every frame the screen can show: each step is a frame
 * the compositor draws and reports back to the page's main thread, and 60 a second cost a casino
 * table about half a point of main thread while the line crawled (issue 12). At reading pace a
 * step is one to two pixels, and the text stays sharp between steps.
 */
const PASS_STEPS_PER_SECOND = 30;

/**
 * The announcement line under the header. The text is rendered as plain text (never parsed as
 * HTML: it comes from the server). With reduced motion requested it stands still and wraps.
 *
 * A new announcement scrolls past once, at reading pace, then rests at its start on one line
 * (cut with an ellipsis, the whole text in its title and read in full by a screen reader). A tap
 * or a click on it, or Enter or Space on it, pauses a pass and resumes it (WCAG 2.2.2), and once it
 * rests scrolls it past again. An endless scroll kept the page's main
 * thread working at every frame the compositor drew, for as long as the player stayed on any page:
 * about half a point of the 2 % a casino table may use at rest (issue 12, docs/decisions.md
 * "The announcement scrolls past once"). The pass is a CSS animation over the resting style, so its
 * end changes nothing in the page (no state, no DOM write). Plain elements (`frame.module.css`): it
 * is drawn on every page.
 */
export function Marquee({ text }: MarqueeProps) {
  const announcement = text.trim();
  // Passes asked for by a tap: each mounts the line afresh, and a new line's animation starts again.
  const [replays, setReplays] = useState(0);
  const line = useRef<HTMLDivElement>(null);
  if (!announcement) return null;
  const seconds = scrollSeconds(announcement);
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
      aria-label="Announcement"
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
      <div
        key={`${replays}:${announcement}`}
        ref={line}
        className={frame.marqueeLine}
        data-testid="marquee-line"
        style={{
          animationDuration: `${seconds}s`,
          animationTimingFunction: `steps(${seconds * PASS_STEPS_PER_SECOND})`,
        }}
      >
        {announcement}
      </div>
    </div>
  );
}
