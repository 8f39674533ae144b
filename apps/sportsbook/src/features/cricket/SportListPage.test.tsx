import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { accountActions, createAppStore } from '@exchange/shared-auth';
import { useQuietPoll } from '@exchange/live-data';
import { UiProvider } from '@exchange/shared-ui';
import { cricketApi } from './cricketApi';
import { parseDashboard } from './matchOrder';
import SportListPage from './SportListPage';

vi.mock('@exchange/live-data', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@exchange/live-data')>()),
  useQuietPoll: vi.fn(),
}));
vi.mock('./cricketApi', () => ({
  DASHBOARD_POLL_MS: 5000,
  cricketApi: { useGetSportDashboardQuery: vi.fn(), endpoints: { getSportDashboard: { name: 'getSportDashboard' } } },
}));

const MATCHES = parseDashboard([
  {
    cricketId: 600002,
    eventId: 35600002,
    eventName: 'Leeds v Everton',
    eventTime: '2026-11-25T12:00:00Z',
    inPlay: false,
    sport: 'soccer',
  },
  {
    cricketId: 600001,
    eventId: 35600001,
    eventName: 'Arsenal v Chelsea',
    eventTime: '2026-11-25T09:00:00Z',
    inPlay: true,
    sport: 'soccer',
  },
]);

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function show(loggedIn: boolean, data = MATCHES) {
  vi.mocked(cricketApi.useGetSportDashboardQuery).mockReturnValue({ data, isLoading: false, isError: false } as never);
  const store = createAppStore({ storage: undefined });
  if (loggedIn)
    store.dispatch(
      accountActions.loginSucceeded({
        id: 1,
        token: 't',
        username: 'C1001 Ravi',
        balance: 0,
        liability: 0,
        resetRequired: false,
      }),
    );
  render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter initialEntries={['/soccer']}>
          <Routes>
            <Route path="soccer" element={<SportListPage sport="soccer" />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
  return store;
}

describe('the soccer list', () => {
  it("polls the sport's own dashboard and lists in-play first, each card naming its sport and no bet counts", () => {
    show(true);
    expect(cricketApi.useGetSportDashboardQuery).toHaveBeenCalledWith('soccer', expect.any(Object));
    expect(useQuietPoll).toHaveBeenCalledWith(cricketApi.endpoints.getSportDashboard, 'soccer', 5000);
    const cards = screen.getAllByTestId('match-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Arsenal')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Soccer')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Leeds')).toBeInTheDocument();
    expect(screen.queryByText(/Match Bets|Session Bets/)).toBeNull();
  });

  it('a card opens /game/soccer/{id} for a player', async () => {
    show(true);
    await userEvent.click(screen.getAllByTestId('match-card')[0]!);
    expect(screen.getByTestId('where')).toHaveTextContent('/game/soccer/600001');
  });

  it('a visitor gets the login popup instead', async () => {
    const store = show(false);
    await userEvent.click(screen.getAllByTestId('match-card')[0]!);
    expect(store.getState().account.loginPopOpen).toBe(true);
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('an empty list says there is no data', () => {
    show(true, []);
    expect(screen.queryByTestId('match-card')).toBeNull();
    expect(screen.getByText('No data found')).toBeInTheDocument();
  });
});
