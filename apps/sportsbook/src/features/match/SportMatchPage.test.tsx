import { fireEvent, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { SportMatch } from '@exchange/contracts/sports';
import { accountActions, createAppStore } from '@exchange/shared-auth';
import { useQuietPoll } from '@exchange/live-data';
import { renderWithUi } from '@exchange/shared-ui/testing';
import type { MatchOrders } from './matchTypes';
import SportMatchPage, { MATCH_ENDED, matchNotFoundText } from './SportMatchPage';
import { sportMatchApi, type OtherSport } from './sportMatchApi';

vi.mock('@exchange/live-data', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@exchange/live-data')>()),
  useQuietPoll: vi.fn(),
}));
vi.mock('./sportMatchApi', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./sportMatchApi')>()),
  sportMatchApi: {
    useGetSportMatchQuery: vi.fn(),
    useGetMatchOrdersQuery: vi.fn(),
    endpoints: { getSportMatch: { name: 'getSportMatch' }, getMatchOrders: { name: 'getMatchOrders' } },
  },
}));
vi.mock('../betslip/preferencesApi', () => ({
  useBetPreferences: () => ({ persistence: 'KEEP', acceptBetterOdds: false, oneClick: false, oneClickStake: 100 }),
  preferencesApi: { useSaveBetPreferencesMutation: () => [vi.fn()] },
}));

const level = (price: number, size = 1000) => ({ price, size });

const SOCCER: SportMatch = {
  eventId: 35600001,
  matchId: 600001,
  eventName: 'Arsenal v Chelsea',
  sport: 'soccer',
  inPlay: true,
  finished: false,
  runners: ['Arsenal', 'The Draw', 'Chelsea'],
  score: { sport: 'soccer', goals: { home: 2, away: 1 }, minute: 67 },
  matchOdds: {
    marketId: 'MO-600001',
    marketName: 'MATCH_ODDS',
    status: 'ACTIVE',
    inPlay: true,
    minStack: 100,
    maxStack: 200000,
    runners: [
      { selectionId: 6000011, runnerName: 'Arsenal', back: [level(1.5), level(1.49)], lay: [level(1.51)] },
      { selectionId: 6000012, runnerName: 'The Draw', back: [level(4.2)], lay: [level(4.3)] },
      { selectionId: 6000013, runnerName: 'Chelsea', back: [level(8.0)], lay: [level(8.4)] },
    ],
  },
};

const TENNIS: SportMatch = {
  eventId: 35400001,
  matchId: 400001,
  eventName: 'Alcaraz v Sinner',
  sport: 'tennis',
  inPlay: true,
  finished: false,
  runners: ['Alcaraz', 'Sinner'],
  score: {
    sport: 'tennis',
    sets: [
      { home: 6, away: 4 },
      { home: 2, away: 3 },
    ],
    points: { home: '30', away: '40' },
    server: 1,
  },
  matchOdds: {
    ...SOCCER.matchOdds,
    marketId: 'MO-400001',
    runners: [
      { selectionId: 4000011, runnerName: 'Alcaraz', back: [level(1.8)], lay: [level(1.82)] },
      { selectionId: 4000012, runnerName: 'Sinner', back: [level(2.2)], lay: [level(2.24)] },
    ],
  },
};

const NO_ORDERS: MatchOrders = { orders: [], exposure: 0, positions: [] };

function show(
  sport: OtherSport,
  path: string,
  answer: { data?: SportMatch | null; isLoading?: boolean; isError?: boolean },
  orders: MatchOrders = NO_ORDERS,
) {
  vi.mocked(sportMatchApi.useGetSportMatchQuery).mockReturnValue({
    isLoading: false,
    isError: false,
    ...answer,
  } as never);
  vi.mocked(sportMatchApi.useGetMatchOrdersQuery).mockReturnValue({ data: orders } as never);
  const store = createAppStore({ storage: undefined });
  store.dispatch(
    accountActions.loginSucceeded({
      id: 1,
      token: 't',
      username: 'C1001 Ravi',
      balance: 1000,
      liability: 0,
      resetRequired: false,
    }),
  );
  renderWithUi(
    <Provider store={store}>
      <SportMatchPage sport={sport} />
    </Provider>,
    { route: path, path: 'game/:sport/:id' },
  );
  return store;
}

const rows = () => screen.getAllByTestId('match-odds-row');

describe('a soccer match', () => {
  beforeEach(() => vi.mocked(sportMatchApi.useGetSportMatchQuery).mockClear());

  it('asks for the match of the route and shows the goals, the minute and three runners', () => {
    show('soccer', '/game/soccer/600001', { data: SOCCER });
    expect(sportMatchApi.useGetSportMatchQuery).toHaveBeenCalledWith(
      { sport: 'soccer', id: 600001 },
      expect.objectContaining({ skip: false }),
    );
    expect(useQuietPoll).toHaveBeenCalledWith(
      sportMatchApi.endpoints.getSportMatch,
      { sport: 'soccer', id: 600001 },
      1000,
      { skip: false },
    );
    expect(screen.getByTestId('event-name')).toHaveTextContent('Arsenal v Chelsea');
    expect(screen.getByTestId('score-main')).toHaveTextContent('2 - 1');
    expect(screen.getByTestId('score-line')).toHaveTextContent("67' · In play");
    expect(rows().map((row) => row.dataset.runner)).toEqual(['Arsenal', 'The Draw', 'Chelsea']);
    expect(screen.getByTestId('bet-slip')).toBeInTheDocument();
  });

  it('shows the position per runner and offers the cash-out once the player holds one', async () => {
    const orders: MatchOrders = {
      orders: [],
      exposure: 100,
      positions: [
        { selectionId: 6000011, position: 50 },
        { selectionId: 6000012, position: -100 },
        { selectionId: 6000013, position: -100 },
      ],
    };
    show('soccer', '/game/soccer/600001', { data: SOCCER }, orders);
    const positions = rows().map((row) => within(row).getByTestId('position').textContent);
    expect(positions).toEqual(['50.00', '-100.00', '-100.00']);
    // The cash-out is an island (islands.tsx): it shows once its chunk is in.
    // The cash-out is an island (a chunk of its own): it may take a while to arrive on a busy machine.
    expect(await screen.findByRole('button', { name: 'Cash Out MATCH ODDS' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('has no cash-out without a position', () => {
    show('soccer', '/game/soccer/600001', { data: SOCCER });
    expect(screen.queryByRole('button', { name: 'Cash Out MATCH ODDS' })).toBeNull();
  });

  it('a click on a price opens the slip at that price for that runner, with what each result would pay', async () => {
    show('soccer', '/game/soccer/600001', { data: SOCCER });
    fireEvent.click(within(rows()[1]!).getAllByTestId('mo-back').at(-1)!);
    // The filled slip's body is an island (betslip's slipIslands.tsx): it shows once its chunk is in.
    expect(((await screen.findByTestId('slip-price', {}, { timeout: 5000 })) as HTMLInputElement).value).toBe('4.2');
    expect(screen.getByText('The Draw', { selector: '[data-betslip] *' })).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('slip-amount'), { target: { value: '100' } });
    // Back The Draw 100 at 4.20: the draw pays (4.20 − 1) × 100 = 320, either side's win costs the 100.
    const projected = rows().map((row) => within(row).getByTestId('projected-position').textContent);
    expect(projected).toEqual(['» -100.00', '» 320.00', '» -100.00']);
  });

  it('a finished match says so and offers no prices', () => {
    const finished: SportMatch = {
      ...SOCCER,
      inPlay: false,
      finished: true,
      score: { sport: 'soccer', goals: { home: 2, away: 1 }, minute: 90 },
      matchOdds: { ...SOCCER.matchOdds, status: 'CLOSED' },
    };
    show('soccer', '/game/soccer/600001', { data: finished });
    expect(screen.getByTestId('match-ended')).toHaveTextContent(MATCH_ENDED);
    expect(screen.getByTestId('score-line')).toHaveTextContent('FT · Finished');
    expect(screen.queryByTestId('match-odds-table')).toBeNull();
    expect(screen.queryByTestId('bet-options')).toBeNull();
    expect(screen.queryByTestId('bet-slip')).toBeNull();
  });
});

describe('a tennis match', () => {
  it('shows the sets, the game score and who serves, and two runners', () => {
    show('tennis', '/game/tennis/400001', { data: TENNIS });
    expect(screen.getByTestId('score-main')).toHaveTextContent('6-4 2-3 · Game 30-40');
    expect(screen.getByTestId('score-line')).toHaveTextContent('Sinner to serve · In play');
    expect(rows().map((row) => row.dataset.runner)).toEqual(['Alcaraz', 'Sinner']);
  });
});

describe('a match that cannot be shown', () => {
  it('an id the API does not know says so and leads back to the list', () => {
    show('tennis', '/game/tennis/999999', { data: undefined, isError: true });
    expect(screen.getByText(matchNotFoundText('tennis'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Tennis' })).toBeInTheDocument();
    expect(screen.queryByTestId('match-odds-table')).toBeNull();
  });

  it('an id that is not a number asks for nothing and says so', () => {
    show('soccer', '/game/soccer/abc', { data: undefined });
    expect(sportMatchApi.useGetSportMatchQuery).toHaveBeenLastCalledWith(
      { sport: 'soccer', id: 0 },
      expect.objectContaining({ skip: true }),
    );
    expect(screen.getByText(matchNotFoundText('soccer'))).toBeInTheDocument();
  });

  it('an answer that is not what the contract says is told the same way, not drawn', () => {
    show('soccer', '/game/soccer/600001', { data: null });
    expect(screen.getByText(matchNotFoundText('soccer'))).toBeInTheDocument();
  });

  it('while the first answer is on its way, the page shows it is loading', () => {
    show('soccer', '/game/soccer/600001', { data: undefined, isLoading: true });
    expect(screen.queryByText(matchNotFoundText('soccer'))).toBeNull();
    expect(screen.queryByTestId('match-odds-table')).toBeNull();
  });
});
