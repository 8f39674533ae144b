// What a player sees of the layout, measured in the page (pass to a locator's evaluateAll).
import type { Page } from '@playwright/test';

/**
 * Resolves when every animation of the page's own has ended (an opening dialog or accordion),
 * leaving endless ones and the announcement's slow pass running: the page at rest, to measure or to tap.
 */
export function animationsSettled(page: Page): Promise<unknown> {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .filter((a) => !(a.effect as KeyframeEffect | null)?.target?.closest('[data-testid="marquee"]'))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** The words of these elements' text that the layout splits over two lines. */
export function wordsBrokenAcrossLines(elements: Element[]): string[] {
  return elements.flatMap((element) => {
    const text = element.firstChild;
    if (!text || text.nodeType !== Node.TEXT_NODE) return [`(no text in ${element.outerHTML.slice(0, 60)})`];
    return [...(text.textContent ?? '').matchAll(/\S+/g)].flatMap((word) => {
      const range = document.createRange();
      range.setStart(text, word.index);
      range.setEnd(text, word.index + word[0].length);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      return lines.size > 1 ? [word[0]] : [];
    });
  });
}
