import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createAppStore } from '@exchange/shared-auth';
import { UiProvider } from '@exchange/shared-ui';
import { CompletedDetailPage, LedgerDetailsPage } from './BetDetailsPage';
import { historyApi, type BetRecord, type SettledBets } from './historyApi';

vi.mock('./historyApi', () => ({ historyApi: { useGetSettledBetsQuery: vi.fn() } }));

const bet = (over: Partial<BetRecord>): BetRecord => ({
  id: 1,
  event_name: 'India v Australia',
  runner_name: 'India',
  selectionId: 10011,
  marketId: '1001-BM',
  marketName: 'BOOKMAKER_ODDS_1',
  gameType: 'MATCH',
  back_rate: 85,
  lay_rate: 0,
  back_run: 0,
  lay_run: 0,
  amount: 100,
  created_date: '2026-12-07T10:00:00.000Z',
  profit: 85,
  loss: 100,
  result: 'Australia',
  pnl: -100,
  ...over,
});

/** Match Odds backed at 2.2 for 200 and lost; the bookmaker LAGAI for 100 lost; a session won 100. */
const SETTLED: SettledBets = {
  bets: [
    bet({
      reference: 'match-odds-order:4',
      id: 4,
      marketName: 'MATCH_ODDS',
      back_rate: 2.2,
      amount: 200,
      profit: 240,
      loss: 200,
      pnl: -200,
    }),
    bet({ reference: 'cricket-bet:4', id: 4 }),
    bet({
      reference: 'cricket-bet:5',
      id: 5,
      gameType: 'FANCY',
      marketName: 'FANCY_ODDS',
      runner_name: '6 over runs IND',
      back_rate: 100,
      back_run: 45,
      profit: 100,
      pnl: 100,
      result: '52',
    }),
  ],
  net: -200,
  winner: 'Australia',
  sport: 'CRICKET',
};

function show(path: string, answer: Partial<ReturnType<typeof historyApi.useGetSettledBetsQuery>>) {
  vi.mocked(historyApi.useGetSettledBetsQuery).mockReturnValue(answer as never);
  render(
    <Provider store={createAppStore({ storage: undefined })}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/complete_detail/:accountLogId" element={<CompletedDetailPage />} />
            <Route path="/ledger-details/:id" element={<LedgerDetailsPage />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

describe('the bet details of a settlement', () => {
  it('lists the Match Odds bet beside the bookmaker bet, the session apart, each with what it paid, adding up to the net', () => {
    show('/complete_detail/31', { data: SETTLED, isLoading: false, isError: false });
    expect(vi.mocked(historyApi.useGetSettledBetsQuery)).toHaveBeenCalledWith(31, { skip: false });
    const match = screen.getByTestId('settled-match-bets');
    const rows = within(match).getAllByTestId('settled-bet');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('MATCH ODDS');
    expect(rows[0]).toHaveTextContent('2.2');
    expect(rows[1]).toHaveTextContent('BOOKMAKER');
    expect(within(screen.getByTestId('settled-session-bets')).getAllByTestId('settled-bet')).toHaveLength(1);
    const paid = screen.getAllByTestId('bet-pnl').map((cell) => cell.textContent);
    // Two match bets, their total, the session bet.
    expect(paid).toEqual(['-200.00', '-100.00', '-300.00', '100.00']);
    expect(screen.getByTestId('detail-match-pl')).toHaveTextContent('-300.00');
    expect(screen.getByTestId('detail-session-pl')).toHaveTextContent('100.00');
    expect(screen.getByTestId('detail-net')).toHaveTextContent('-200.00');
    expect(screen.getByText('Net (Won By Australia)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BACK TO MAIN MENU' })).toHaveAttribute('href', '/main/dashboard/');
  });

  it("shows a casino round's bets in their own table, without the match's empty tables", () => {
    show('/ledger-details/9', {
      data: {
        bets: [
          bet({
            reference: 'casino-bet:3',
            gameType: 'CASINO',
            marketName: 'CASINO',
            event_name: 'Lucky 7 - A Round 77',
            runner_name: 'High Card',
            back_rate: 2,
            pnl: 100,
            result: 'High Card',
          }),
        ],
        net: 100,
        winner: 'High Card',
        sport: 'CASINO',
      },
      isLoading: false,
      isError: false,
    });
    expect(screen.getByTestId('settled-casino-bets')).toHaveTextContent('High Card');
    expect(screen.queryByTestId('settled-match-bets')).toBeNull();
    expect(screen.queryByText('Rejected Bets')).toBeNull();
    expect(screen.getByTestId('detail-net')).toHaveTextContent('100.00');
    expect(screen.getByRole('link', { name: 'Back to ledger' })).toHaveAttribute('href', '/ledger');
  });

  it("shows a tennis match's Match Odds without the session table it cannot have", () => {
    show('/ledger-details/14', {
      data: {
        bets: [
          bet({
            reference: 'match-odds-order:9',
            event_name: 'Sinner v Alcaraz',
            runner_name: 'Sinner',
            marketName: 'MATCH_ODDS',
            back_rate: 1.28,
            amount: 500,
            profit: 140,
            loss: 500,
            pnl: 140,
          }),
        ],
        net: 140,
        winner: 'Sinner',
        sport: 'TENNIS',
      },
      isLoading: false,
      isError: false,
    });
    expect(
      within(screen.getByTestId('settled-match-bets'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Team Name', 'Date', 'Rate', 'Amount', 'Mode', 'Sinner', 'Alcaraz', 'P/L']);
    expect(screen.queryByTestId('settled-session-bets')).toBeNull();
    expect(screen.queryByTestId('detail-session-pl')).toBeNull();
    expect(screen.getByText('Rejected Bets')).toBeInTheDocument();
    expect(screen.getByTestId('detail-net')).toHaveTextContent('140.00');
  });

  it('says so when the bets could not be loaded, and refuses an id that is not one', () => {
    show('/ledger-details/12', { data: undefined, isLoading: false, isError: true });
    expect(screen.getByText('The bets could not be loaded.')).toBeInTheDocument();
  });

  it('does not ask for an id that is not one', () => {
    show('/ledger-details/abc', { data: undefined, isLoading: false, isError: false });
    expect(screen.getByText('This ledger entry does not exist.')).toBeInTheDocument();
    expect(vi.mocked(historyApi.useGetSettledBetsQuery)).toHaveBeenLastCalledWith(Number.NaN, { skip: true });
  });
});
