import { useState } from 'react';
import frame from './frame.module.css';

export type MarqueeProps = { text: string };

/** Seconds for one pass: a short line still crawls readably, a long one scrolls at reading pace. */
function scrollSeconds(text: string): number {
  return Math.max(12, Math.round(8 + text.length * 0.2));
}

/**
 * The announcement line under the header. The text is rendered as plain text (never parsed as
 * HTML: it comes from the server). With reduced motion requested it stands still and wraps.
 *
 * A new announcement scrolls past once, at reading pace, then rests at its start on one line
 * (cut with an ellipsis, the whole text in its title and read in full by a screen reader); a tap
 * or a click on it, or Enter or Space on it, scrolls it past again. An endless scroll kept the page's main
 * thread working at every frame the compositor drew, for as long as the player stayed on any page:
 * about half a point of the 2 % a casino table may use at rest (issue 12, docs/decisions.md
 * "The announcement scrolls past once"). Plain elements (`frame.module.css`): it is drawn on every page.
 */
export function Marquee({ text }: MarqueeProps) {
  const announcement = text.trim();
  // The announcement that has scrolled past (state from the previous render: a new one scrolls).
  const [rested, setRested] = useState<string | null>(null);
  if (!announcement) return null;
  const resting = rested === announcement;
  // The scrolling line mounts afresh in place of the resting one, so its one pass starts again.
  const replay = () => setRested(null);
  return (
    <div
      role="marquee"
      aria-label="Announcement"
      className={frame.marquee}
      data-testid="marquee"
      data-state={resting ? 'rest' : 'scroll'}
      title={announcement}
      tabIndex={0}
      onClick={replay}
      onKeyDown={(event) => {
        if (!resting || (event.key !== 'Enter' && event.key !== ' ')) return;
        // Space would also scroll the page.
        event.preventDefault();
        replay();
      }}
    >
      {resting ? (
        <div className={frame.marqueeRest}>{announcement}</div>
      ) : (
        <div
          key={announcement}
          className={frame.marqueeScroll}
          style={{ animationDuration: `${scrollSeconds(announcement)}s` }}
          onAnimationEnd={() => setRested(announcement)}
        >
          {announcement}
        </div>
      )}
    </div>
  );
}
