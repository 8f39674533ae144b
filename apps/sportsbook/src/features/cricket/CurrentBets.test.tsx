import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { configureApiBases, httpClient } from '@exchange/shared-http';
import { accountActions, createAppStore } from '@exchange/shared-auth';
import { UiProvider } from '@exchange/shared-ui';
import { CurrentBets } from './CurrentBets';

const record = (over: Record<string, unknown>) => ({
  id: 1,
  event_name: 'India v England',
  runner_name: 'India',
  selectionId: 10071,
  marketId: '1007-BM',
  gameType: 'MATCH',
  back_rate: 0,
  lay_rate: 0,
  back_run: 0,
  lay_run: 0,
  amount: 100,
  created_date: '2026-12-06T10:00:00.000Z',
  profit: 0,
  loss: 0,
  result: '',
  pnl: null,
  ...over,
});
const BETS = [
  record({
    id: 3,
    runner_name: 'Six in 8th over India',
    gameType: 'FANCY',
    sessionType: 'fancy1',
    back_rate: 3.22,
    amount: 200,
  }),
  record({
    id: 2,
    runner_name: '7.3 ball run India',
    gameType: 'FANCY',
    sessionType: 'Ball By Ball',
    lay_rate: 100,
    lay_run: 1,
  }),
  record({ id: 1, back_rate: 85, amount: 1000 }),
];
const BASES = { aam: 'http://api.test/aam/v1', cm: 'http://api.test/cm/v1', casino: 'http://api.test/casino/v1' };
afterEach(() => configureApiBases(BASES));

function setup() {
  const calls: string[] = [];
  let bets = BETS;
  configureApiBases(BASES);
  const store = createAppStore({ storage: undefined });
  store.dispatch(
    accountActions.loginSucceeded({ id: 7, token: 't', userName: 'C1001', balance: 1000, liability: 0 } as never),
  );
  httpClient('aam').defaults.adapter = async (config) => {
    calls.push(`${config.method} ${config.url}`);
    return { data: { code: 200, message: 'ok', response: bets }, status: 200, statusText: 'OK', headers: {}, config };
  };
  const ui = (countsKey: string) => (
    <Provider store={store}>
      <UiProvider>
        <CurrentBets countsKey={countsKey} />
      </UiProvider>
    </Provider>
  );
  const view = render(ui('{"1007":{"matchCount":1,"fancyCount":2}}'));
  return { calls, view, ui, setBets: (next: typeof BETS) => (bets = next) };
}

describe('Current Bets on the dashboard (POST /user/current-bets)', () => {
  it('reads nothing until opened, then lists every open bet with its rate, run and mode', async () => {
    const { calls } = setup();
    expect(screen.queryByTestId('current-bets-table')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByTestId('current-bets-toggle'));
    await waitFor(() => expect(screen.getAllByTestId('current-bet')).toHaveLength(3));
    expect(calls).toEqual(['post /user/current-bets']);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    const [six, ball, team] = screen.getAllByTestId('current-bet');
    expect(cells(six!)).toEqual(['India v England', 'Six in 8th over India', '200.00', '3.22', '-', 'YES']);
    expect(cells(ball!)).toEqual(['India v England', '7.3 ball run India', '100.00', '100', '1', 'NO']);
    expect(cells(team!)).toEqual(['India v England', 'India', '1,000.00', '85', '-', 'LAGAI']);
  });

  it('reads them again when the bet counts change while open, not otherwise', async () => {
    const { calls, view, ui, setBets } = setup();
    fireEvent.click(screen.getByTestId('current-bets-toggle'));
    await waitFor(() => expect(screen.getAllByTestId('current-bet')).toHaveLength(3));
    view.rerender(ui('{"1007":{"matchCount":1,"fancyCount":2}}'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls).toHaveLength(1);
    setBets(BETS.slice(2));
    view.rerender(ui('{}'));
    await waitFor(() => expect(screen.getAllByTestId('current-bet')).toHaveLength(1));
    expect(calls).toHaveLength(2);
    fireEvent.click(screen.getByTestId('current-bets-toggle'));
    expect(screen.queryByTestId('current-bets-table')).toBeNull();
  });
});
