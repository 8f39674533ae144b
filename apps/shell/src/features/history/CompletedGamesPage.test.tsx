import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createAppStore } from '@exchange/shared-auth';
import { UiProvider } from '@exchange/shared-ui';
import CompletedGamesPage from './CompletedGamesPage';
import { historyApi, type CompletedGame } from './historyApi';

vi.mock('./historyApi', () => ({ historyApi: { useGetCompletedGamesQuery: vi.fn() } }));

const game = (over: Partial<CompletedGame>): CompletedGame => ({
  accountLogId: 1,
  eventName: 'India v Australia',
  eventDateTime: '2026-12-07T10:00:00.000Z',
  matchBetCount: 2,
  sessionBetCount: 1,
  casinoBetCount: 0,
  sport: 'CRICKET',
  wonBy: 'India',
  winLoss: 350,
  ...over,
});

const GAMES = [
  game({}),
  game({
    accountLogId: 2,
    eventName: 'Nadal v Alcaraz',
    sport: 'TENNIS',
    sessionBetCount: 0,
    wonBy: 'Alcaraz',
    winLoss: -200,
  }),
  game({
    accountLogId: 3,
    eventName: 'Lucky 7 - A Round 77',
    sport: 'CASINO',
    matchBetCount: 0,
    sessionBetCount: 0,
    casinoBetCount: 3,
    wonBy: 'High Card',
    winLoss: 0,
  }),
  // An older backend names no sport: a cricket match.
  game({ accountLogId: 4, eventName: 'Mumbai v Chennai', sport: undefined }),
];

function Where() {
  const { pathname, state } = useLocation();
  return (
    <div data-testid="where">{`${pathname} ${(state as { item?: CompletedGame } | null)?.item?.eventName ?? ''}`}</div>
  );
}

function show() {
  vi.mocked(historyApi.useGetCompletedGamesQuery).mockReturnValue({
    data: GAMES,
    isLoading: false,
    isError: false,
  } as never);
  render(
    <Provider store={createAppStore({ storage: undefined })}>
      <UiProvider>
        <MemoryRouter initialEntries={['/complete-games']}>
          <Routes>
            <Route path="/complete-games" element={<CompletedGamesPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

describe('Complete Games', () => {
  it("lists every settlement with its sport's counts and what it paid, in green or red", () => {
    show();
    const cards = screen.getAllByTestId('completed-game');
    expect(cards.map((card) => card.dataset.sport)).toEqual(['CRICKET', 'TENNIS', 'CASINO', 'CRICKET']);
    expect(cards[0]).toHaveTextContent('Match Bets: 2');
    expect(cards[0]).toHaveTextContent('Session Bets: 1');
    expect(within(cards[0]!).getByTestId('win-loss')).toHaveTextContent('Win coins: 350.00');
    expect(within(cards[1]!).getByTestId('win-loss')).toHaveTextContent('Loss coins: 200.00');
    expect(cards[1]).not.toHaveTextContent('Session Bets');
    expect(cards[2]).toHaveTextContent('Casino Bets: 3');
    expect(cards[2]).not.toHaveTextContent('Match Bets');
  });

  it('narrows to one sport, and a card opens its bet details with the card in hand', async () => {
    show();
    const chips = within(screen.getByRole('group', { name: 'Show one sport' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['All', 'Cricket', 'Tennis', 'Casino']);
    await userEvent.click(screen.getByRole('button', { name: 'Tennis' }));
    expect(screen.getAllByTestId('completed-game').map((card) => card.dataset.sport)).toEqual(['TENNIS']);
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getAllByTestId('completed-game')).toHaveLength(4);
    await userEvent.click(screen.getByText('Lucky 7 - A Round 77'));
    expect(screen.getByTestId('where')).toHaveTextContent('/complete_detail/3 Lucky 7 - A Round 77');
  });
});
