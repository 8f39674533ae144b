import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { configureApiBases, httpClient } from '@exchange/shared-http';
import { accountActions, baseApi, createAppStore } from '@exchange/shared-auth';
import { UiProvider } from '@exchange/shared-ui';
import { casinoApi } from '../casinoApi';
import { SettledBets } from './SettledBets';

const settled = (id: number, casinoGames: string, runnerName: string, profitLoss: number, lay = 0) => ({
  id,
  marketId: `r-${id}`,
  casinoGames,
  runnerName,
  selectionId: 1,
  back: lay ? 0 : 2,
  lay,
  backRate: lay ? 0 : 2,
  layRate: lay,
  amount: 100,
  profit: 100,
  loss: 100,
  status: 'SETTLED',
  result: 'D',
  profitLoss,
  ip: '',
  userAgent: '',
  createdDate: '2026-12-06T10:00:00.000Z',
});

/** The casino API: the player's settled bets (changeable) and the table's last results (changeable). */
function server(results = [{ marketId: 'r-2', mainWinner: 'D' }]) {
  const state = {
    bets: [settled(2, 'DRAGON_TIGER_20', 'Dragon', 100), settled(1, 'LUCKY7', 'Low Card', -100)],
    results,
    settledReads: 0,
  };
  /** Answers the casino client's requests (set on the one client, once the store has bound it). */
  const answer = (url: string | undefined) => {
    if (url === '/my-bet/settled') {
      state.settledReads += 1;
      return state.bets;
    }
    return url === '/last-10-results' ? { casinoMarketHistoryResponseDTOS: state.results } : null;
  };
  return { answer, state };
}

const BASES = { aam: 'http://api.test/aam/v1', cm: 'http://api.test/cm/v1', casino: 'http://api.test/casino/v1' };
// The test answers through the one casino client: the next test file gets a client of its own.
afterEach(() => configureApiBases(BASES));

async function setup(results?: Array<{ marketId: string; mainWinner: string }>) {
  const api = server(results);
  configureApiBases(BASES);
  const store = createAppStore({ storage: undefined });
  store.dispatch(
    accountActions.loginSucceeded({ id: 7, token: 't', userName: 'C1001', balance: 1000, liability: 0 } as never),
  );
  httpClient('casino').defaults.adapter = async (config) => ({
    data: { code: 200, message: 'ok', response: api.answer(config.url) },
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  });
  /** One poll of the Last Result strip, as its timer makes it. */
  const pollResults = () =>
    act(async () => {
      await store.dispatch(
        casinoApi.endpoints.lastResults.initiate('DRAGON_TIGER_20', { subscribe: false, forceRefetch: true }),
      );
    });
  // The strip's subscription, which the page has beside the list.
  store.dispatch(casinoApi.endpoints.lastResults.initiate('DRAGON_TIGER_20'));
  render(
    <Provider store={store}>
      <UiProvider>
        <SettledBets gameId="DRAGON_TIGER_20" />
      </UiProvider>
    </Provider>,
  );
  await screen.findByText('Dragon');
  await pollResults();
  return { ...api, pollResults, store };
}

describe('Settled Bets at a casino table (GET /my-bet/settled)', () => {
  it("reads them again when a table's first round settles (the strip was empty)", async () => {
    const { state, pollResults } = await setup([]);
    expect(screen.getAllByTestId('settled-bet')).toHaveLength(1);
    const reads = state.settledReads;
    state.bets = [settled(3, 'DRAGON_TIGER_20', 'Tiger', 100), ...state.bets];
    state.results = [{ marketId: 'r-3', mainWinner: 'T' }];
    await pollResults();
    await waitFor(() => expect(screen.getAllByTestId('settled-bet')).toHaveLength(2));
    expect(state.settledReads).toBe(reads + 1);
  });

  it("shows this table's settled bets with what each paid, not another table's", async () => {
    await setup();
    const rows = screen.getAllByTestId('settled-bet');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Dragon');
    expect(within(rows[0]!).getByTestId('settled-pl')).toHaveTextContent('100.00');
    expect(screen.queryByText('Low Card')).toBeNull();
    expect(screen.getByText('Settled Bets')).toBeInTheDocument();
  });

  it('reads them again when a round settles (the strip shows a new result), and not on an unchanged poll', async () => {
    const { state, pollResults, store } = await setup();
    const reads = state.settledReads;
    await pollResults();
    await pollResults();
    expect(state.settledReads).toBe(reads);

    // The next round settles: the player's lay on Tiger lost 120.
    state.bets = [settled(3, 'DRAGON_TIGER_20', 'Tiger', -120, 2.2), ...state.bets];
    state.results = [{ marketId: 'r-3', mainWinner: 'T' }, ...state.results];
    // A quiet poll writes the new answer into the cache entry (live-data's quietPoll.ts).
    act(() => {
      store.dispatch(
        baseApi.util.upsertQueryEntries([
          { endpointName: 'lastResults', arg: 'DRAGON_TIGER_20', value: state.results } as never,
        ]),
      );
    });
    await waitFor(() => expect(screen.getAllByTestId('settled-bet')).toHaveLength(2));
    expect(state.settledReads).toBe(reads + 1);
    const [tiger] = screen.getAllByTestId('settled-bet');
    expect(tiger).toHaveTextContent('Tiger');
    expect(tiger).toHaveTextContent('2.20');
    expect(within(tiger!).getByTestId('settled-pl')).toHaveTextContent('-120.00');
  });
});
