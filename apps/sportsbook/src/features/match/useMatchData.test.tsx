import { act, renderHook, waitFor } from '@testing-library/react';
import axios, { type AxiosAdapter } from 'axios';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { configureApiBases } from '@exchange/shared-http';
import { accountActions, createAppStore } from '@exchange/shared-auth';
import { matchApi } from './matchApi';
import { useBookmakerRunners, useMatchData } from './useMatchData';

const RUNNER = {
  runnerName: 'India',
  selectionId: 11,
  marketId: 'BM1',
  back1: 1.9,
  lay1: 2,
  backSize1: 100,
  laySize1: 100,
  maxLimit: 200000,
  status: 'ACTIVE',
};
const SETTINGS = {
  eventId: 5,
  minStack: 100,
  maxStack: 200000,
  bookmakerMinStack: 100,
  bookmakerMaxStack: 200000,
  sessionMinStack: 100,
  sessionMaxStack: 50000,
  plExposureResponseDTOs: [],
};

/** The server as the page polls it: answers per path, the odds' back price changeable. */
function server() {
  let back1 = 1.9;
  const bodies: Record<string, () => unknown> = {
    '/cricket/event-data/5': () => ({ eventId: 5, eventName: 'India v Australia' }),
    '/cricket/odds/5': () => ({
      bookMakerOdds: [{ bm1: { marketId: 'BM1', marketName: 'Bookmaker', oddDetailsDTOS: [{ ...RUNNER, back1 }] } }],
      fancyOdds: [],
    }),
    '/auth/score-sport2': () => ({
      score: {
        spnnation1: 'IND',
        spnnation2: 'AUS',
        score1: '120/2',
        score2: '',
        spnrunrate2: '',
        spnmessage: '',
        balls: ['1', '4'],
      },
    }),
    '/cricket/match-details': () => SETTINGS,
    '/bet/my-bet/5': () => [],
  };
  const adapter: AxiosAdapter = async (config) => {
    const body = bodies[config.url ?? ''];
    const data = { code: 200, message: 'ok', response: body ? body() : null, extra: { fancyPlusMinus: 0 } };
    return { data, status: body ? 200 : 404, statusText: 'OK', headers: {}, config };
  };
  return { adapter, moveBack: (to: number) => (back1 = to) };
}

function setup() {
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
  let renders = 0;
  let tableRenders = 0;
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const hook = renderHook(
    () => {
      renders += 1;
      return useMatchData(5, 5);
    },
    { wrapper },
  );
  // The bookmaker table's own read of the rates, as MatchLayout mounts it beside the page.
  const table = renderHook(
    () => {
      tableRenders += 1;
      return useBookmakerRunners(5);
    },
    { wrapper },
  );
  /** One poll of each of the page's reads, as the polling timers would make it. */
  const pollAll = () =>
    act(async () => {
      await Promise.all([
        store.dispatch(matchApi.endpoints.getOdds.initiate(5, { subscribe: false, forceRefetch: true })),
        store.dispatch(matchApi.endpoints.getScore.initiate(5, { subscribe: false, forceRefetch: true })),
        store.dispatch(matchApi.endpoints.getMatchSettings.initiate(5, { subscribe: false, forceRefetch: true })),
        store.dispatch(matchApi.endpoints.getMyBets.initiate(5, { subscribe: false, forceRefetch: true })),
      ]);
    });
  return { hook, table, api, pollAll, renders: () => renders, tableRenders: () => tableRenders };
}

describe('the match page at rest', () => {
  const defaultAdapter = axios.defaults.adapter;
  afterEach(() => {
    axios.defaults.adapter = defaultAdapter;
  });

  it('renders nothing for polls whose answers did not change; a moved rate renders its table once, not the page', async () => {
    const { hook, table, api, pollAll, renders, tableRenders } = setup();
    await waitFor(() => expect(table.result.current[0]?.back1).toBe(1.9));
    await waitFor(() => expect(hook.result.current.settings).toBeDefined());
    expect(hook.result.current.teams).toEqual([11]);
    await pollAll();
    const settled = renders();
    const tableSettled = tableRenders();

    await pollAll();
    await pollAll();
    expect(renders()).toBe(settled);
    expect(tableRenders()).toBe(tableSettled);

    api.moveBack(1.95);
    await pollAll();
    expect(table.result.current[0]?.back1).toBe(1.95);
    expect(tableRenders() - tableSettled).toBe(1);
    expect(renders()).toBe(settled);
    expect(hook.result.current.teams).toEqual([11]);
  });
});
