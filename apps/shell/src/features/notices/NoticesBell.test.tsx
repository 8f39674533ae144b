import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '@exchange/shared-ui';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { NoticesBell } from './NoticesBell';
import { NoticesContext, type NoticesValue } from './NoticesProvider';
import { readNotices, type SettlementNotice } from './noticesApi';
import { emptyNotices, markedRead, mergeNotices, type NoticesState } from './noticesState';

// The casino remote's answer for a round's result (contract 1.7), as its routes module gives it: a
// table of its line-up opens its results report; another game, nothing.
vi.mock('../../federation/remoteLinks', () => ({
  useRemoteLink: () => (kind: string, gameId: string, roundId: string) =>
    kind === 'roundResult' && gameId === 'DRAGON_TIGER_20'
      ? `/reports/casinoresults/${gameId}/dt20?round=${roundId}`
      : undefined,
}));

const notice = (id: number, extra: Partial<SettlementNotice> = {}): SettlementNotice => ({
  id,
  createdAt: '2026-03-09T10:00:00.000Z',
  sport: 'CRICKET',
  outcome: 'WON',
  title: 'India v Australia',
  detail: 'BOOKMAKER_ODDS_1: India',
  amount: 1250,
  accountLogId: 100 + id,
  casinoGame: null,
  roundId: null,
  read: false,
  ...extra,
});

const CASINO = notice(3, {
  sport: 'CASINO',
  outcome: 'LOST',
  title: '2020 Dragon Tiger',
  detail: 'Tiger, Round 250309123',
  amount: -200,
  casinoGame: 'DRAGON_TIGER_20',
  roundId: '250309123',
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

/** The bell over a state the test owns; markAllRead does what the provider does once the API answers. */
function show(initial: NoticesState) {
  let state = initial;
  const markAllRead = vi.fn(() => {
    state = markedRead(state, 0);
    view.rerender(tree());
  });
  const tree = () => (
    <UiProvider>
      <MemoryRouter initialEntries={['/cricket']}>
        <NoticesContext.Provider value={{ ...state, markAllRead } satisfies NoticesValue}>
          <NoticesBell />
        </NoticesContext.Provider>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>
  );
  const view = render(tree());
  return { markAllRead };
}

const entries = () => screen.queryAllByTestId('notice-entry');

describe('the notice bell', () => {
  it('shows the unread count, and opening it lists the notices newest first and marks them read', async () => {
    const { state } = mergeNotices(emptyNotices, {
      notices: [notice(1, { read: true }), CASINO, notice(2, { outcome: 'VOID', amount: 0 })],
      unread: 2,
      cursor: '3',
    });
    const { markAllRead } = show(state);
    expect(screen.getByTestId('notices-unread').textContent).toBe('2');
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(entries()).toHaveLength(0);

    await userEvent.click(screen.getByTestId('notices-bell'));
    expect(markAllRead).toHaveBeenCalledTimes(1);
    // The list is a chunk of its own, loaded on the first opening.
    const list = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(
      within(list)
        .getAllByTestId('notice-entry')
        .map((e) => e.textContent),
    ).toEqual([
      expect.stringContaining('Lost ₹200.00 on 2020 Dragon Tiger'),
      expect.stringContaining('Void: stakes returned on India v Australia'),
      expect.stringContaining('Won ₹1,250.00 on India v Australia'),
    ]);
    expect(entries().map((e) => e.getAttribute('data-read'))).toEqual(['true', 'true', 'true']);
    expect(screen.queryByTestId('notices-unread')).toBeNull();
  });

  it('links a casino notice to its round popup and a cricket notice to its bet details', async () => {
    show(mergeNotices(emptyNotices, { notices: [notice(1), CASINO], unread: 2, cursor: '3' }).state);
    await userEvent.click(screen.getByTestId('notices-bell'));
    await userEvent.click((await screen.findAllByTestId('notice-entry'))[0]!);
    expect(screen.getByTestId('where').textContent).toBe('/reports/casinoresults/DRAGON_TIGER_20/dt20?round=250309123');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByTestId('notices-bell'));
    await act(() => userEvent.click(entries()[1]!));
    expect(screen.getByTestId('where').textContent).toBe('/ledger-details/101');
  });

  it('opens the bet details of a casino notice whose table the casino has no page for', async () => {
    const gone = notice(4, { ...CASINO, id: 4, accountLogId: 104, casinoGame: 'RETIRED_TABLE' });
    show(mergeNotices(emptyNotices, { notices: [gone], unread: 1, cursor: '4' }).state);
    await userEvent.click(screen.getByTestId('notices-bell'));
    await userEvent.click((await screen.findAllByTestId('notice-entry'))[0]!);
    expect(screen.getByTestId('where').textContent).toBe('/ledger-details/104');
  });

  it('says so when there is nothing yet, and shows no count', async () => {
    show(emptyNotices);
    expect(screen.queryByTestId('notices-unread')).toBeNull();
    await userEvent.click(screen.getByTestId('notices-bell'));
    expect(await screen.findByText('No settled bets yet.')).toBeTruthy();
  });

  it('closes with Escape, as every other dialog does', async () => {
    show(emptyNotices);
    await userEvent.click(screen.getByTestId('notices-bell'));
    await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('notices-bell')).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('merging poll answers', () => {
  it('toasts nothing for the first answer, then only what is newer, oldest first, without duplicates', () => {
    const first = mergeNotices(emptyNotices, { notices: [notice(2), notice(1)], unread: 2, cursor: '2' });
    expect(first.fresh).toEqual([]);
    const second = mergeNotices(first.state, { notices: [notice(4), notice(3), notice(2)], unread: 4, cursor: '4' });
    expect(second.fresh.map((n) => n.id)).toEqual([3, 4]);
    expect(second.state.notices.map((n) => n.id)).toEqual([4, 3, 2, 1]);
    expect(second.state).toMatchObject({ unread: 4, cursor: '4' });
    const again = mergeNotices(second.state, { notices: [], unread: 4, cursor: '4' });
    expect(again.fresh).toEqual([]);
    expect(again.state.notices).toHaveLength(4);
  });
});

describe('reading an answer', () => {
  it('leaves a malformed notice out and keeps the rest', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = readNotices({
      code: 200,
      response: { notices: [notice(2), { id: 'x' }, notice(1)], unread: 2, cursor: '2', next: null },
    });
    expect(page).toEqual({ notices: [notice(2), notice(1)], unread: 2, cursor: '2' });
    expect(readNotices({ code: 200, response: { notices: [] } })).toBeNull();
  });
});
