import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { Provider } from 'react-redux';
import { configureApiBases } from '@exchange/shared-http';
import { accountActions, createAppStore } from '@exchange/shared-auth';
import { renderWithUi } from '@exchange/shared-ui/testing';
import MatchPage from './MatchPage';

/** A line of the odds answer. */
const line = (runnerName: string, marketId: string, selectionId: number, lay1: number, back1: number, size = 100) => ({
  runnerName,
  selectionId,
  marketId,
  back1,
  lay1,
  backSize1: size,
  laySize1: size,
  maxLimit: 50000,
  status: 'ACTIVE',
});
const SIX = line('Six in 8th over India', '5-S1-SIX8', 5208, 3.72, 3.22, 50000);
const BALL = line('7.3 ball run India', '5-S1-B45', 5345, 1, 2);
const group = (gameType: string, lines: unknown[]) => ({ gameType, marketName: 'FANCY_ODDS', oddDetailsDTOS: lines });
const ODDS = {
  bookMakerOdds: [{ bm1: { marketId: '5-BM', marketName: 'BOOKMAKER_ODDS_1', oddDetailsDTOS: [] } }],
  fancyOdds: [
    group('Normal', [
      line('6 over run India', '5-S1-6OV', 5001, 46, 47),
      line('Fall of 1st wkt India', '5-S1-W1', 5011, 30, 31),
    ]),
    group('Over By Over', [line('8th over run only India', '5-S1-OV8', 5108, 8, 9)]),
    group('Ball By Ball', [BALL]),
    group('meter', [line('Innings run meter India', '5-S1-METER', 5030, 150, 152)]),
    group('fancy1', [SIX]),
  ],
};
const SETTINGS = {
  eventId: 5,
  minStack: 100,
  maxStack: 200000,
  bookmakerMinStack: 100,
  bookmakerMaxStack: 200000,
  sessionMinStack: 100,
  sessionMaxStack: 50000,
  plExposureResponseDTOs: [
    // YES ₹100 at 3.22 and NO ₹200 at 3.72: no six +100, a six −322 (the API's sessionLadder).
    {
      marketIdExternal: SIX.marketId,
      exposure: -322,
      runnerPlExposureDTOS: [
        { selectionId: 0, exposure: 100 },
        { selectionId: 1, exposure: -322 },
      ],
    },
    // NO 1 and YES 2 on a ball: a dot ball (run 0) is a row of its own.
    {
      marketIdExternal: BALL.marketId,
      exposure: -200,
      runnerPlExposureDTOS: [
        { selectionId: 0, exposure: 0 },
        { selectionId: 1, exposure: -200 },
        { selectionId: 2, exposure: 0 },
      ],
    },
  ],
};
const bet = (over: Record<string, unknown>) => ({
  amount: 100,
  back: 0,
  lay: 0,
  backRate: 0,
  layRate: 0,
  marketName: 'FANCY_ODDS',
  gameType: 'FANCY',
  createdDate: '2026-12-06T10:00:00.000Z',
  ...over,
});
const MY_BETS = [
  bet({
    id: 1,
    runnerName: SIX.runnerName,
    marketId: SIX.marketId,
    selectionId: SIX.selectionId,
    sessionType: 'fancy1',
    back: 3.22,
    backRate: 3.22,
    result: 'YES',
  }),
  bet({
    id: 2,
    runnerName: BALL.runnerName,
    marketId: BALL.marketId,
    selectionId: BALL.selectionId,
    sessionType: 'Ball By Ball',
    lay: 1,
    layRate: 100,
    amount: 200,
    result: '0',
  }),
];

function server() {
  const posted: Array<{ url: string; body: Record<string, unknown> }> = [];
  const bodies: Record<string, () => unknown> = {
    '/cricket/event-data/5': () => ({
      eventId: 5,
      cricketId: 5,
      eventName: 'India v England',
      inPlay: true,
      oddDetailsDTOS: [],
    }),
    '/cricket/odds/5': () => ODDS,
    '/auth/score-sport2': () => null,
    '/cricket/match-details': () => SETTINGS,
    '/bet/my-bet/5': () => MY_BETS,
  };
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    if (config.method === 'post' && url === '/bet/fancy-place') {
      posted.push({ url, body: JSON.parse(String(config.data)) });
      return {
        data: { code: 200, message: 'Bet Placed successfully', response: null },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      };
    }
    const body = bodies[url];
    const data = { code: 200, message: 'ok', response: body ? body() : null, extra: { fancyPlusMinus: 0 } };
    return { data, status: body ? 200 : 404, statusText: 'OK', headers: {}, config };
  };
  return { adapter, posted };
}

const defaultAdapter = axios.defaults.adapter;
afterEach(() => {
  axios.defaults.adapter = defaultAdapter;
});

async function openMatch() {
  const api = server();
  axios.defaults.adapter = api.adapter;
  configureApiBases({
    aam: 'http://api.test/aam/v1',
    cm: 'http://api.test/cm/v1',
    casino: 'http://api.test/casino/v1',
  });
  const store = createAppStore({ storage: undefined });
  store.dispatch(
    accountActions.loginSucceeded({ id: 7, token: 't', userName: 'C1001', balance: 1000, liability: 0 } as never),
  );
  renderWithUi(
    <Provider store={store}>
      <MatchPage />
    </Provider>,
    { route: '/game/cricket/5', path: 'game/:sport/:id' },
  );
  await screen.findByText('Six in 8th over India');
  return api;
}

const row = (name: string) => screen.getAllByTestId('session-row').find((r) => r.dataset.session === name)!;

describe('session rows of every type (spec section 9)', () => {
  it("shares one SESSION table in the spec's row order, each row naming its type (none for Normal)", async () => {
    await openMatch();
    expect(screen.getAllByTestId('session-row').map((r) => r.dataset.session)).toEqual([
      '6 over run India',
      '8th over run only India',
      '7.3 ball run India',
      'Fall of 1st wkt India',
      'Innings run meter India',
      'Six in 8th over India',
    ]);
    const tag = (name: string) => within(row(name)).queryByTestId('session-type')?.textContent ?? null;
    expect(tag('6 over run India')).toBeNull();
    expect(tag('8th over run only India')).toBe('Over By Over');
    expect(tag('7.3 ball run India')).toBe('Ball By Ball');
    expect(tag('Innings run meter India')).toBe('Meter');
    expect(tag('Six in 8th over India')).toBe('Fancy1');
    // A line's NO and YES are runs over their rate; fancy1's are decimal odds.
    expect(within(row('Innings run meter India')).getByTestId('session-no')).toHaveTextContent('150100');
    expect(within(row('Innings run meter India')).getByTestId('session-yes')).toHaveTextContent('152100');
    expect(within(row('Six in 8th over India')).getByTestId('session-no')).toHaveTextContent('3.72');
    expect(within(row('Six in 8th over India')).getByTestId('session-yes')).toHaveTextContent('3.22');
  });

  it("opens fancy1's ladder as its two outcomes, and a ball's with its dot-ball row", async () => {
    await openMatch();
    const exposure = await within(row('Six in 8th over India')).findByTestId('session-exposure');
    expect(exposure).toHaveTextContent('-322.00');
    fireEvent.click(exposure);
    const ladder = await screen.findByTestId('ladder-modal');
    expect(within(ladder).getByText('Outcome')).toBeInTheDocument();
    expect(
      within(ladder)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['NO100.00', 'YES-322.00']);
    fireEvent.click(within(ladder).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByTestId('ladder-modal')).toBeNull());

    fireEvent.click(within(row('7.3 ball run India')).getByTestId('session-exposure'));
    const ballLadder = await screen.findByTestId('ladder-modal');
    await waitFor(() =>
      expect(
        within(ballLadder)
          .getAllByRole('row')
          .slice(1)
          .map((r) => r.textContent),
      ).toEqual(['00.00', '1-200.00', '20.00']),
    );
  });

  it('a fancy1 YES opens a slip at its odds, pays (odds − 1) × stake and sends its odds, type and runner, no run', async () => {
    const api = await openMatch();
    fireEvent.click(within(row('Six in 8th over India')).getByTestId('session-yes'));
    const slip = screen.getByTestId('bet-slip');
    expect(await within(slip).findByTestId('slip-rate')).toHaveTextContent(/^3\.22$/);
    expect(within(slip).getByTestId('slip-mode')).toHaveTextContent('YES');
    fireEvent.change(within(slip).getByTestId('slip-amount'), { target: { value: '100' } });
    expect(within(slip).getByTestId('slip-profit')).toHaveTextContent('222.00');
    expect(within(slip).getByTestId('slip-loss')).toHaveTextContent('100.00');
    fireEvent.click(within(slip).getByTestId('place-bet'));
    await waitFor(() => expect(api.posted).toHaveLength(1), { timeout: 4000 });
    expect(api.posted[0]!.body).toEqual({
      amount: 100,
      eventId: 5,
      marketId: SIX.marketId,
      marketName: 'FANCY_ODDS',
      gameType: 'fancy1',
      type: 'yes',
      backRate: 3.22,
      profit: 222,
      loss: 100,
      selectionId: SIX.selectionId,
      runnerName: SIX.runnerName,
      acceptBetterOdds: false,
    });
  });

  it('a Ball By Ball NO sends its line and rate with its type and runner', async () => {
    const api = await openMatch();
    fireEvent.click(within(row('7.3 ball run India')).getByTestId('session-no'));
    const slip = screen.getByTestId('bet-slip');
    expect(await within(slip).findByTestId('slip-rate')).toHaveTextContent('1 / 100');
    expect(within(slip).getByTestId('slip-mode')).toHaveTextContent('NO');
    fireEvent.change(within(slip).getByTestId('slip-amount'), { target: { value: '300' } });
    fireEvent.click(within(slip).getByTestId('place-bet'));
    await waitFor(() => expect(api.posted).toHaveLength(1), { timeout: 4000 });
    expect(api.posted[0]!.body).toMatchObject({
      gameType: 'Ball By Ball',
      type: 'no',
      oddsLay: 1,
      layRate: 100,
      selectionId: BALL.selectionId,
      runnerName: BALL.runnerName,
    });
  });

  it("lists a fancy1 bet in Your Bets with its odds and no run, and each session's DEC once decided", async () => {
    await openMatch();
    fireEvent.click(screen.getByRole('tab', { name: 'Your Bets' }));
    const sessionBets = await screen.findByTestId('session-bets');
    const rowOf = (name: string) => within(sessionBets).getByText(name).closest('tr')!;
    const cells = (name: string) =>
      within(rowOf(name))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // Session, Amount, RATE, RUN, MODE, DEC.
    expect(cells('Six in 8th over India')).toEqual(['Six in 8th over India', '100.00', '3.22', '-', 'YES', 'YES']);
    expect(cells('7.3 ball run India')).toEqual(['7.3 ball run India', '200.00', '100', '1', 'NO', '0']);
  });
});
