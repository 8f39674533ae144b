import { render } from '@testing-library/react';
import { UiProvider } from '@exchange/shared-ui';
import { BookmakerTable } from './BookmakerTable';
import { RATE_FLASH_CSS } from './rateFlash';
import type { RunnerOdds } from './matchTypes';
import { SessionTable } from './SessionTable';

/** A fresh odds poll: new objects each time, as the parser makes them. */
const poll = (indiaBack = 85) => ({
  runners: [
    {
      runnerName: 'India',
      selectionId: 11,
      marketId: 'BM',
      back1: indiaBack,
      lay1: 87,
      backSize1: 0,
      laySize1: 0,
      maxLimit: 200000,
      status: 'ACTIVE',
    },
    {
      runnerName: 'Australia',
      selectionId: 12,
      marketId: 'BM',
      back1: 12,
      lay1: 14,
      backSize1: 0,
      laySize1: 0,
      maxLimit: 200000,
      status: 'ACTIVE',
    },
  ] as RunnerOdds[],
  sessions: [
    {
      runnerName: '6 over run India',
      selectionId: 7,
      marketId: 'S1',
      back1: 51,
      lay1: 50,
      backSize1: 100,
      laySize1: 100,
      maxLimit: 50000,
      status: 'ACTIVE',
    },
  ] as RunnerOdds[],
});
const noPositions = new Map<number, number>();
const noExposures = new Map<string, number>();
const pick = () => undefined;

function Page({ odds }: { odds: ReturnType<typeof poll> }) {
  return (
    <UiProvider>
      <BookmakerTable runners={odds.runners} positions={noPositions} projected={null} onPick={pick} />
      <SessionTable sessions={odds.sessions} exposures={noExposures} onPick={pick} onLadder={pick} />
    </UiProvider>
  );
}

/** The DOM writes one re-render makes, as (kind, attribute, cell test id). */
async function writesOf(container: HTMLElement, change: () => void) {
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((list) => records.push(...list));
  observer.observe(container, { subtree: true, childList: true, attributes: true, characterData: true });
  change();
  await Promise.resolve();
  records.push(...observer.takeRecords());
  observer.disconnect();
  return records.map((r) => {
    const el = r.target instanceof Element ? r.target : r.target.parentElement;
    return `${r.type}${r.attributeName ? `:${r.attributeName}` : ''}@${el?.closest('[data-rate-cell]')?.getAttribute('data-testid') ?? el?.tagName}`;
  });
}

describe('the match page between odds polls (issue 12)', () => {
  it('writes nothing when a poll brings the same rates', async () => {
    const view = render(<Page odds={poll()} />);
    expect(await writesOf(view.container, () => view.rerender(<Page odds={poll()} />))).toEqual([]);
  });

  it('a moved rate writes its own cell only: the new figure and one flash attribute', async () => {
    const view = render(<Page odds={poll()} />);
    const writes = await writesOf(view.container, () => view.rerender(<Page odds={poll(86)} />));
    expect(writes.sort()).toEqual(['attributes:data-flash@lagai', 'characterData@lagai']);
    expect(view.container.querySelector('[data-runner="India"] [data-testid="lagai"] [data-rate]')).toHaveAttribute(
      'data-flash',
      'up-a',
    );
  });

  it('the flash is styled by one stylesheet keyed on the attribute, however many tables use it', () => {
    render(<Page odds={poll()} />);
    const sheets = [...document.querySelectorAll('style')].filter((s) => s.textContent?.includes('[data-flash'));
    expect(sheets).toHaveLength(1);
    expect(sheets[0]!.textContent).toMatch(/\[data-flash\$='-a'\]::after\{animation:rate-flash-a/);
  });

  it('the flash stays subtle (issue 16): a thin edge, never at full strength, gone in under half a second', () => {
    // The edge is hidden by an animation that waits out the flash (its delay), then hides it.
    const shown = [...RATE_FLASH_CSS.matchAll(/animation:rate-flash-[ab] 0s ([\d.]+)s forwards/g)].map((m) =>
      Number(m[1]),
    );
    expect(shown).toHaveLength(2);
    for (const seconds of shown) expect(seconds).toBeLessThanOrEqual(0.5);
    expect(RATE_FLASH_CSS).toMatch(/@keyframes rate-flash-a\{to\{visibility:hidden\}\}/);
    const strengths = [...RATE_FLASH_CSS.matchAll(/opacity:([\d.]+)/g)].map((m) => Number(m[1]));
    expect(strengths.length).toBeGreaterThan(0);
    for (const opacity of strengths) expect(opacity).toBeLessThanOrEqual(0.6);
    const edges = [...RATE_FLASH_CSS.matchAll(/inset 0 0 0 (\d+)px/g)].map((m) => Number(m[1]));
    expect(edges.length).toBeGreaterThan(0);
    for (const px of edges) expect(px).toBe(1);
  });
});

describe("the flash's animation events (issue 12: at rest)", () => {
  /** An animation event as Blink fires it on a cell: bubbling, named by its keyframes. */
  function fire(target: Element, type: string, animationName: string) {
    const event = new Event(type, { bubbles: true });
    Object.defineProperty(event, 'animationName', { value: animationName });
    target.dispatchEvent(event);
  }

  function Watched({ odds, seen }: { odds: ReturnType<typeof poll>; seen: string[] }) {
    return (
      <div
        onAnimationStart={(e) => seen.push(`start:${e.animationName}`)}
        onAnimationEnd={(e) => seen.push(`end:${e.animationName}`)}
      >
        <Page odds={odds} />
      </div>
    );
  }

  it("never reach React while a table shows rates; other animations' events still do", () => {
    const seen: string[] = [];
    const view = render(<Watched odds={poll()} seen={seen} />);
    const cell = view.container.querySelector('[data-testid="lagai"] [data-rate]')!;
    fire(cell, 'animationstart', 'rate-flash-a');
    fire(cell, 'animationend', 'rate-flash-b');
    fire(cell, 'animationend', 'announcementScroll');
    expect(seen).toEqual(['end:announcementScroll']);
  });

  it('reach React again once the last table has gone', () => {
    const seen: string[] = [];
    const view = render(<Watched odds={poll()} seen={seen} />);
    view.rerender(
      <div onAnimationEnd={(e) => seen.push(`end:${e.animationName}`)}>
        <span />
      </div>,
    );
    fire(view.container.querySelector('span')!, 'animationend', 'rate-flash-a');
    expect(seen).toEqual(['end:rate-flash-a']);
  });
});
