import { act, render } from '@testing-library/react';
import { UiProvider } from '@exchange/shared-ui';
import { BookmakerTable } from './BookmakerTable';
import { FLASH_MS, RATE_FLASH_CSS, flashOf } from './rateFlash';
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

/** The rules of the page's flash sheet (adopted, or a style element's where a page cannot adopt one). */
function litSheetRules(): string[] {
  const sheets = [
    ...document.adoptedStyleSheets,
    ...[...document.querySelectorAll<HTMLStyleElement>('style[data-rate-flash-lit]')].map((s) => s.sheet!),
  ];
  return sheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
}

/** Whether the sheet shows the edges of a generation, and in which colour for `up`. */
const shows = (generation: number) =>
  litSheetRules().some((rule) =>
    rule.replace(/\s/g, '').startsWith(`[data-flash-${generation}]::after{visibility:visible`),
  );

/** Updates of the page come one a task (one poll's answer each): the next starts a new generation. */
const nextUpdate = () => act(() => Promise.resolve());

const lagai = (container: HTMLElement) =>
  container.querySelector('[data-runner="India"] [data-testid="lagai"] [data-rate]');

describe('the match page between odds polls (issue 12)', () => {
  it('writes nothing when a poll brings the same rates', async () => {
    const view = render(<Page odds={poll()} />);
    expect(await writesOf(view.container, () => view.rerender(<Page odds={poll()} />))).toEqual([]);
  });

  it('a moved rate writes its own cell only: the new figure and one flash attribute', async () => {
    const view = render(<Page odds={poll()} />);
    await nextUpdate();
    const writes = await writesOf(view.container, () => view.rerender(<Page odds={poll(86)} />));
    const flash = flashOf(lagai(view.container));
    expect(flash).toMatchObject({ direction: 'up' });
    expect(writes.sort()).toEqual([`attributes:data-flash-${flash!.generation}@lagai`, 'characterData@lagai']);
  });

  it("a rate that moves again swaps its flash attribute on the same element, the new one in the move's direction", async () => {
    const view = render(<Page odds={poll()} />);
    await nextUpdate();
    view.rerender(<Page odds={poll(86)} />);
    const first = flashOf(lagai(view.container))!;
    await nextUpdate();
    const writes = await writesOf(view.container, () => view.rerender(<Page odds={poll(84)} />));
    const second = flashOf(lagai(view.container))!;
    expect(second).toEqual({ generation: first.generation + 1, direction: 'down' });
    expect(lagai(view.container)!.hasAttribute(`data-flash-${first.generation}`)).toBe(false);
    expect(new Set(writes.map((w) => w.split('@')[1]))).toEqual(new Set(['lagai']));
  });
});

describe('the edge of a flash (issues 4, 12, 16)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows while the page's sheet names the move's generation and is gone 0.4 s later, by the sheet alone", async () => {
    vi.useFakeTimers();
    const view = render(<Page odds={poll()} />);
    await nextUpdate();
    view.rerender(<Page odds={poll(86)} />);
    const { generation } = flashOf(lagai(view.container))!;
    expect(shows(generation)).toBe(true);
    expect(litSheetRules().join(' ')).toMatch(
      new RegExp(`\\[data-flash-${generation}=["']up["']\\]::after \\{ box-shadow: [^}]*#2f855a`),
    );
    // Nothing on the page is written again to end the flash: only the sheet changes.
    const writes = await writesOf(document.body, () => vi.advanceTimersByTime(FLASH_MS - 1));
    expect(shows(generation)).toBe(true);
    writes.push(...(await writesOf(document.body, () => vi.advanceTimersByTime(1))));
    expect(shows(generation)).toBe(false);
    expect(writes).toEqual([]);
    // The next generation's rules are in the sheet before an update opens it (the update changes no sheet).
    expect(shows(generation + 1)).toBe(true);
    expect(lagai(view.container)).toHaveAttribute(`data-flash-${generation}`, 'up');
  });

  it("a rate that moved earlier stays dark while another update's rates flash", async () => {
    vi.useFakeTimers();
    const view = render(<Page odds={poll()} />);
    await nextUpdate();
    view.rerender(<Page odds={poll(86)} />);
    const old = flashOf(lagai(view.container))!;
    vi.advanceTimersByTime(FLASH_MS);
    await nextUpdate();
    // Only the session moves now: a new generation is shown, the team's rate keeps its old attribute.
    const moved = poll(86);
    moved.sessions[0]!.back1 = 52;
    view.rerender(<Page odds={moved} />);
    const session = flashOf(view.container.querySelector('[data-testid="session-yes"] [data-rate]'))!;
    expect(session.generation).toBeGreaterThan(old.generation);
    expect(shows(session.generation)).toBe(true);
    expect(shows(old.generation)).toBe(false);
  });

  it('stays subtle (issue 16): a 1 px edge, never over 60 % strength, gone in under half a second', () => {
    expect(FLASH_MS).toBeLessThanOrEqual(500);
    const css = `${RATE_FLASH_CSS} ${litSheetRules().join(' ')}`;
    const strengths = [...RATE_FLASH_CSS.matchAll(/opacity:([\d.]+)/g)].map((m) => Number(m[1]));
    expect(strengths.length).toBeGreaterThan(0);
    for (const opacity of strengths) expect(opacity).toBeLessThanOrEqual(0.6);
    const edges = [...css.matchAll(/inset 0 0 0 (\d+)px|(\d+)px inset/g)].map((m) => Number(m[1] ?? m[2]));
    expect(edges.length).toBeGreaterThan(0);
    for (const px of edges) expect(px).toBe(1);
    // Hidden until a generation is shown, and never drawn under reduced motion.
    expect(RATE_FLASH_CSS).toMatch(/\[data-rate\]::after\{[^}]*visibility:hidden/);
    expect(RATE_FLASH_CSS).toMatch(/@media \(prefers-reduced-motion:reduce\)\{\[data-rate\]::after\{display:none\}\}/);
  });

  it('the base stylesheet is one element in the head however many tables use it', () => {
    render(<Page odds={poll()} />);
    const sheets = [...document.querySelectorAll('style')].filter((s) => s.textContent?.includes('[data-rate]::after'));
    expect(sheets).toHaveLength(1);
  });
});
