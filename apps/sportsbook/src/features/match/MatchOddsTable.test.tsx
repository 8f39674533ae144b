import { fireEvent, render, screen, within } from '@testing-library/react';
import { UiProvider } from '@exchange/shared-ui';
import { MatchOddsTable, type PickPriceFn } from './MatchOddsTable';
import { parseMatchOdds } from './parseMatchOdds';
import type { MatchOdds } from './matchTypes';

const MARKET: MatchOdds = {
  marketId: 'MO-7',
  marketName: 'MATCH_ODDS',
  status: 'ACTIVE',
  inPlay: false,
  minStack: 100,
  maxStack: 200000,
  runners: [
    {
      selectionId: 11,
      runnerName: 'India',
      back: [
        { price: 2.2, size: 25000 },
        { price: 2.18, size: 1200 },
        { price: 2.16, size: 300.5 },
      ],
      lay: [
        { price: 2.22, size: 5000 },
        { price: 2.24, size: 100000 },
      ],
    },
    { selectionId: 12, runnerName: 'Australia', back: [{ price: 1.83, size: 700 }], lay: [{ price: 1.84, size: 90 }] },
  ],
};

const POSITIONS = new Map([
  [11, 360],
  [12, -300],
]);

function table(market: MatchOdds | undefined, onPick: PickPriceFn) {
  return (
    <UiProvider>
      <MatchOddsTable market={market} positions={POSITIONS} projected={null} onPick={onPick} />
    </UiProvider>
  );
}

function show(market: MatchOdds | undefined, onPick = vi.fn<PickPriceFn>()) {
  render(table(market, onPick));
  return onPick;
}

/** The elements a change of the market writes: text changes count for the element holding the text. */
function elementsWritten(before: MatchOdds, after: MatchOdds): Element[] {
  const onPick = vi.fn<PickPriceFn>();
  const view = render(table(before, onPick));
  const observer = new MutationObserver(() => undefined);
  observer.observe(view.container, { subtree: true, childList: true, characterData: true, attributes: true });
  view.rerender(table(after, onPick));
  const written = new Set<Element>();
  for (const record of observer.takeRecords()) {
    const target = record.target instanceof Element ? record.target : record.target.parentElement;
    if (target) written.add(target);
  }
  observer.disconnect();
  return [...written];
}

const cellTexts = (row: HTMLElement, testId: string) =>
  within(row)
    .getAllByTestId(testId)
    // What is drawn: the price and the amount beneath it (the screen reader's prefix is not).
    .map((cell) => [...cell.querySelectorAll('[data-rate], [aria-hidden]')].map((p) => p.textContent).join(' '));

describe('MatchOddsTable', () => {
  it('shows three backs rising to the centre and three lays rising away from it, each with its amount', () => {
    show(MARKET);
    const [india] = screen.getAllByTestId('match-odds-row');
    expect(cellTexts(india!, 'mo-back')).toEqual(['2.16 300.50', '2.18 1,200', '2.20 25,000']);
    expect(cellTexts(india!, 'mo-lay')).toEqual(['2.22 5,000', '2.24 1,00,000']);
    // A level the book does not have is an empty cell, not a button.
    expect(within(india!).getAllByTestId('mo-lay-empty')).toHaveLength(1);
  });

  it('names each price for assistive technology and picks the runner, side and price', () => {
    const onPick = show(MARKET);
    fireEvent.click(screen.getByRole('button', { name: 'Lay India at 2.24' }));
    const runner = ({ selectionId, runnerName }: { selectionId: number; runnerName: string }) => ({
      selectionId,
      runnerName,
    });
    expect(onPick).toHaveBeenCalledWith(runner(MARKET.runners[0]!), 'lay', 2.24);
    fireEvent.click(screen.getByRole('button', { name: 'Back Australia at 1.83' }));
    expect(onPick).toHaveBeenLastCalledWith(runner(MARKET.runners[1]!), 'back', 1.83);
  });

  it('writes one element when one price moves, and one when one amount changes (issue 12)', () => {
    const india = MARKET.runners[0]!;
    const moved = { ...india, back: [{ price: 2.22, size: 25000 }, ...india.back.slice(1)] };
    const priceMove = elementsWritten(MARKET, { ...MARKET, runners: [moved, MARKET.runners[1]!] });
    expect(priceMove.map((e) => e.textContent)).toEqual(['2.22']);
    const resized = { ...india, back: [{ price: 2.2, size: 26000 }, ...india.back.slice(1)] };
    const sizeChange = elementsWritten(MARKET, { ...MARKET, runners: [resized, MARKET.runners[1]!] });
    expect(sizeChange.map((e) => e.textContent)).toEqual(['26,000']);
    // The moved price still names its button for assistive technology.
    expect(screen.getAllByRole('button', { name: 'Back India at 2.22' }).length).toBeGreaterThan(0);
  });

  it('shows the POSITION per runner in green or red', () => {
    show(MARKET);
    const positions = screen.getAllByTestId('position');
    expect(positions.map((p) => p.textContent)).toEqual(['360.00', '-300.00']);
  });

  it('covers a suspended market and takes no picks', () => {
    const onPick = show({ ...MARKET, status: 'SUSPENDED' });
    // The table carries the one attribute every row's cover is drawn from.
    expect(screen.getByTestId('match-odds-table')).toHaveAttribute('data-suspended');
    expect(screen.getAllByTestId('match-odds-row')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Back India at 2.20' }));
    expect(onPick).not.toHaveBeenCalled();
  });

  it('writes only the table when the market suspends and when it reopens, not each row or price', () => {
    const suspended = { ...MARKET, status: 'SUSPENDED' as const };
    for (const [before, after] of [
      [MARKET, suspended],
      [suspended, MARKET],
    ] as const) {
      const written = elementsWritten(before, after);
      expect(written.map((e) => e.getAttribute('data-testid'))).toEqual(['match-odds-table']);
    }
  });

  it.each([
    ['absent', undefined],
    ['closed', { ...MARKET, status: 'CLOSED' as const }],
  ])('shows nothing when the market is %s', (_, market) => {
    show(market);
    expect(screen.queryByTestId('match-odds-table')).toBeNull();
  });

  it('shows the rows it could read from a bad answer and leaves the rest out', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    show(
      parseMatchOdds({
        ...MARKET,
        runners: [null, { selectionId: -1, runnerName: 'Ghost' }, { ...MARKET.runners[1], back: 'x', lay: [{}] }],
      }),
    );
    const rows = screen.getAllByTestId('match-odds-row');
    expect(rows.map((r) => r.dataset.runner)).toEqual(['Australia']);
    expect(within(rows[0]!).queryAllByRole('button')).toHaveLength(0);
    warn.mockRestore();
  });
});
