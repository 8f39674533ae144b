import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { accountActions, createAppStore } from '@exchange/shared-auth';
import { UiProvider } from '@exchange/shared-ui';
import { MyMarketButton } from './MyMarketButton';
import { MyMarketDialog } from './MyMarketDialog';
import { myMarketApi } from './myMarketApi';

const MARKET = {
  sport: 'cricket',
  eventId: 34120001,
  cricketId: 1001,
  eventName: 'India v Australia',
  marketId: '1001-MO',
  marketName: 'MATCH_ODDS',
  betCount: 2,
  matchedAmount: 125000,
  lastBetAt: '2026-11-24T10:00:00.000Z',
};

// The sportsbook's match pages (contract 1.7); `offered` false: no remote offers one (down, loading).
let offered = true;
vi.mock('../../federation/remoteLinks', () => ({
  useRemoteLink: () => (kind: string, sport: string, id: number) =>
    offered && kind === 'match' ? `/game/${sport}/${id}` : undefined,
}));

vi.mock('./myMarketApi', () => ({
  MY_MARKETS_PAGE_SIZE: 100,
  myMarketApi: { useGetMyMarketsQuery: vi.fn() },
}));

/** What the popup asks for, and the answer it gets (as the endpoint hands it on, already read against the contract). */
function serve(answer: unknown) {
  const asked: unknown[] = [];
  vi.mocked(myMarketApi.useGetMyMarketsQuery).mockImplementation(((query: unknown) => {
    asked.push(query);
    return { data: answer, isFetching: false, isError: false };
  }) as never);
  return asked;
}

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function show() {
  const store = createAppStore({ storage: undefined });
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
  store.dispatch(accountActions.popupToggled({ popup: 'myMarketPopOpen', open: true }));
  render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter initialEntries={['/cricket']}>
          <MyMarketDialog />
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
  return store;
}

describe('the my-market popup', () => {
  it('lists each market with en-IN amounts, and a click opens the match and closes the popup', async () => {
    const asked = serve({ markets: [MARKET], pageNumber: 0, pageSize: 100, totalMarkets: 1 });
    const store = show();
    const table = await screen.findByTestId('my-markets');
    const row = within(table).getByText('India v Australia').closest('tr')!;
    expect(within(row).getByText('Match Odds')).toBeInTheDocument();
    expect(within(row).getByText('1,25,000.00')).toBeInTheDocument();
    expect(asked[0]).toEqual({ betType: 'ALL', pageNumber: 0, search: '' });
    await userEvent.click(within(row).getByRole('button', { name: 'India v Australia' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/game/cricket/1001');
    expect(store.getState().account.myMarketPopOpen).toBe(false);
  });

  it('shows a market whose match page no remote offers, but opens nothing', async () => {
    serve({ markets: [MARKET], pageNumber: 0, pageSize: 100, totalMarkets: 1 });
    offered = false;
    try {
      const store = show();
      const button = await screen.findByRole('button', { name: 'India v Australia' });
      expect(button).toBeDisabled();
      await userEvent.click(button);
      expect(screen.getByTestId('where')).toHaveTextContent('/cricket');
      expect(store.getState().account.myMarketPopOpen).toBe(true);
    } finally {
      offered = true;
    }
  });

  it('opens from the header button', async () => {
    serve({ markets: [], pageNumber: 0, pageSize: 100, totalMarkets: 0 });
    const store = createAppStore({ storage: undefined });
    render(
      <Provider store={store}>
        <UiProvider>
          <MemoryRouter>
            <MyMarketButton />
            <MyMarketDialog />
          </MemoryRouter>
        </UiProvider>
      </Provider>,
    );
    expect(screen.queryByTestId('my-market-dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'My Market' }));
    expect(await screen.findByTestId('my-market-dialog')).toBeInTheDocument();
  });

  it('searches and filters by side', async () => {
    const asked = serve({ markets: [], pageNumber: 0, pageSize: 100, totalMarkets: 0 });
    show();
    expect(await screen.findByText(/No Data|No data found/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search markets'), '  India  ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ search: 'India', betType: 'ALL' }));
    await userEvent.selectOptions(screen.getByLabelText('Bet type'), 'LAY');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ search: 'India', betType: 'LAY' }));
  });
});
