import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { accountActions, createAppStore } from '@exchange/shared-auth';
import { UiProvider } from '@exchange/shared-ui';
import CricketPage from './CricketPage';
import { cricketApi } from './cricketApi';
import { parseBetCounts, parseDashboard } from './matchOrder';

vi.mock('./cricketApi', () => ({
  DASHBOARD_POLL_MS: 5000,
  cricketApi: {
    useGetMatchesDashboardQuery: vi.fn(),
    useGetBetCountQuery: vi.fn(),
    // Current Bets stays closed in these tests: nothing is read.
    useGetCurrentBetsQuery: vi.fn(() => ({ bets: [], isLoading: false, isError: false, refetch: vi.fn() })),
    endpoints: { getMatchesDashboard: { name: 'getMatchesDashboard' }, getBetCount: { name: 'getBetCount' } },
  },
}));
vi.mock('@exchange/live-data', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@exchange/live-data')>()),
  useQuietPoll: vi.fn(),
}));

const MATCHES = parseDashboard([
  {
    cricketId: 7,
    eventId: 70,
    eventName: 'India v Australia',
    eventTime: '2026-11-23T10:00:00Z',
    inPlay: false,
    sport: 'cricket',
  },
  {
    cricketId: 9,
    eventId: 90,
    eventName: 'Kenya v Oman',
    eventTime: '2026-11-23T08:00:00Z',
    inPlay: true,
    sport: 'cricket',
  },
]);

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function show(loggedIn: boolean, counts: unknown) {
  vi.mocked(cricketApi.useGetMatchesDashboardQuery).mockReturnValue({
    data: MATCHES,
    isLoading: false,
    isError: false,
  } as never);
  // The counts arrive as the endpoint hands them on: read by parseBetCounts.
  vi.mocked(cricketApi.useGetBetCountQuery).mockReturnValue({
    data: counts === undefined ? undefined : parseBetCounts({ betCount: counts }),
  } as never);
  const store = createAppStore({ storage: undefined });
  if (loggedIn)
    store.dispatch(
      accountActions.loginSucceeded({
        id: 1,
        token: 't',
        username: 'C1001',
        balance: 0,
        liability: 0,
        resetRequired: false,
      }),
    );
  render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter initialEntries={['/cricket']}>
          <Routes>
            <Route path="cricket" element={<CricketPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
  return store;
}

describe('cricket list', () => {
  it('shows in-play first with the counts; a count the server garbled shows as 0', () => {
    show(true, { '7': { matchCount: 2, fancyCount: { bad: true } }, '9': { matchCount: 'x', fancyCount: 3 } });
    const cards = screen.getAllByTestId('match-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Kenya')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Match Bets: 0')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Session Bets: 3')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Match Bets: 2')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Session Bets: 0')).toBeInTheDocument();
  });

  it('a logged-in player opens /game/cricket/{id}', async () => {
    show(true, {});
    await userEvent.click(screen.getAllByTestId('match-card')[1]!);
    expect(screen.getByTestId('where')).toHaveTextContent('/game/cricket/7');
  });

  it('a visitor gets the login popup instead of the match', async () => {
    const store = show(false, undefined);
    await userEvent.click(screen.getAllByTestId('match-card')[0]!);
    expect(store.getState().account.loginPopOpen).toBe(true);
    expect(screen.queryByTestId('where')).toBeNull();
  });
});
