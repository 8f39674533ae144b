import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { accountActions, createAppStore } from '@exchange/shared-auth';
import { notify } from '@exchange/shared-ui';
import { useLatestNotice } from '../profile';
import { NoticesProvider } from './NoticesProvider';
import { noticesApi, type NoticesPage, type SettlementNotice } from './noticesApi';

vi.mock('../profile', () => ({ useLatestNotice: vi.fn() }));
vi.mock('./noticesApi', () => ({
  noticesApi: { useLazyGetNoticesQuery: vi.fn(), useMarkNoticesReadMutation: () => [vi.fn()] },
}));
vi.mock('@exchange/shared-ui', async (original) => ({
  ...(await original<typeof import('@exchange/shared-ui')>()),
  notify: { success: vi.fn(), info: vi.fn(), error: vi.fn() },
}));

const notice = (id: number, outcome: SettlementNotice['outcome'], amount: number): SettlementNotice => ({
  id,
  createdAt: '2026-11-25T10:00:00.000Z',
  sport: 'CRICKET',
  outcome,
  title: `Match ${id}`,
  detail: 'MATCH_ODDS: India',
  amount,
  accountLogId: 100 + id,
  casinoGame: null,
  roundId: null,
  read: false,
});

/** The notices the API holds; each call of the lazy query answers from it and is recorded. */
function serveNotices(all: SettlementNotice[]) {
  const asked: unknown[] = [];
  vi.mocked(noticesApi.useLazyGetNoticesQuery).mockReturnValue([
    ((args: { since?: string }) => {
      asked.push(args);
      const since = Number(args.since ?? 0);
      const notices = all.filter((n) => n.id > since).sort((a, b) => b.id - a.id);
      const page: NoticesPage = { notices, unread: notices.length, cursor: String(notices[0]?.id ?? since) };
      return { unwrap: () => Promise.resolve(page) };
    }) as never,
  ] as never);
  return asked;
}

/** The profile poll's answer as the provider reads it: the newest notice id and when it came. */
function profilePoll(latest: string | undefined, polledAt: number) {
  vi.mocked(useLatestNotice).mockReturnValue({ latest, polledAt });
}

function mount() {
  const store = createAppStore({ storage: undefined });
  store.dispatch(
    accountActions.loginSucceeded({
      id: 7,
      token: 't',
      username: 'C1007',
      balance: 0,
      liability: 0,
      resetRequired: false,
    }),
  );
  const tree = () => (
    <Provider store={store}>
      <NoticesProvider>
        <p>page</p>
      </NoticesProvider>
    </Provider>
  );
  const view = render(tree());
  return { rerender: async () => act(async () => view.rerender(tree())) };
}

const flush = () => act(async () => undefined);

describe('settlement notices ride on the profile poll', () => {
  beforeEach(() => vi.mocked(notify.success).mockClear() && vi.mocked(notify.info).mockClear());

  it('asks once at sign-in, then only when the profile names a newer notice, toasting what is new', async () => {
    const all = [notice(1, 'WON', 100)];
    const asked = serveNotices(all);
    profilePoll(undefined, 0);
    const page = mount();
    await flush();
    expect(asked).toEqual([{}]);

    // Polls that name the notice the bell already has ask nothing.
    for (const at of [3000, 6000, 9000]) {
      profilePoll('1', at);
      await page.rerender();
    }
    expect(asked).toEqual([{}]);
    expect(notify.success).not.toHaveBeenCalled();

    // A settlement: the next profile poll names notice 3, and the two new ones are toasted.
    all.push(notice(2, 'LOST', -50), notice(3, 'WON', 1250));
    profilePoll('3', 12000);
    await page.rerender();
    await flush();
    expect(asked).toEqual([{}, { since: '1' }]);
    expect(notify.info).toHaveBeenCalledWith('Lost ₹50.00 on Match 2');
    expect(notify.success).toHaveBeenCalledWith('Won ₹1,250.00 on Match 3');

    profilePoll('3', 15000);
    await page.rerender();
    expect(asked).toHaveLength(2);
  });

  it('makes one toast of three or more notices that arrive together', async () => {
    const all = [notice(1, 'WON', 100)];
    serveNotices(all);
    profilePoll('1', 0);
    const page = mount();
    await flush();
    all.push(notice(2, 'WON', 10), notice(3, 'LOST', -20), notice(4, 'VOID', 0));
    profilePoll('4', 3000);
    await page.rerender();
    await flush();
    expect(notify.info).toHaveBeenCalledTimes(1);
    expect(notify.info).toHaveBeenCalledWith('3 bets settled: 1 won, 1 lost, 1 void or even. The bell lists them.');
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('asks at every profile poll when the API does not name the newest notice', async () => {
    const asked = serveNotices([notice(1, 'WON', 100)]);
    profilePoll(undefined, 0);
    const page = mount();
    await flush();
    profilePoll(undefined, 3000);
    await page.rerender();
    await flush();
    expect(asked).toEqual([{}, { since: '1' }]);
  });
});
