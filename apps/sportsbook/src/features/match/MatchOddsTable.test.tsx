import { fireEvent, render, screen, within } from '@testing-library/react';
import { UiProvider } from '@exchange/shared-ui';
import { MatchOddsTable } from './MatchOddsTable';
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

function show(market: MatchOdds | undefined, onPick = vi.fn()) {
  render(
    <UiProvider>
      <MatchOddsTable
        market={market}
        positions={
          new Map([
            [11, 360],
            [12, -300],
          ])
        }
        projected={null}
        onPick={onPick}
      />
    </UiProvider>,
  );
  return onPick;
}

const cellTexts = (row: HTMLElement, testId: string) =>
  within(row)
    .getAllByTestId(testId)
    .map((cell) => cell.textContent);

describe('MatchOddsTable', () => {
  it('shows three backs rising to the centre and three lays rising away from it, each with its amount', () => {
    show(MARKET);
    const [india] = screen.getAllByTestId('match-odds-row');
    expect(cellTexts(india!, 'mo-back')).toEqual(['2.16300.50', '2.181,200', '2.225,000']);
    expect(cellTexts(india!, 'mo-lay')).toEqual(['2.225,000', '2.241,00,000']);
    // A level the book does not have is an empty cell, not a button.
    expect(within(india!).getAllByTestId('mo-lay-empty')).toHaveLength(1);
  });

  it('names each price for assistive technology and picks the runner, side and price', () => {
    const onPick = show(MARKET);
    fireEvent.click(screen.getByRole('button', { name: 'Lay India at 2.24' }));
    expect(onPick).toHaveBeenCalledWith(MARKET.runners[0], 'lay', 2.24);
    fireEvent.click(screen.getByRole('button', { name: 'Back Australia at 1.83' }));
    expect(onPick).toHaveBeenLastCalledWith(MARKET.runners[1], 'back', 1.83);
  });

  it('shows the POSITION per runner in green or red', () => {
    show(MARKET);
    const positions = screen.getAllByTestId('position');
    expect(positions.map((p) => p.textContent)).toEqual(['360.00', '-300.00']);
  });

  it('covers a suspended market and takes no picks', () => {
    const onPick = show({ ...MARKET, status: 'SUSPENDED' });
    expect(screen.getAllByTestId('suspended')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Back India at 2.20' }));
    expect(onPick).not.toHaveBeenCalled();
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
