import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createAppStore, type SelectedBet } from '@exchange/shared-auth';
import { notify } from '@exchange/shared-ui';
import { useBetSlip } from './useBetSlip';

const calls = vi.hoisted(() => ({
  place: [] as Array<{ idempotencyKey: string }>,
  fancy: [] as Array<{ payload: unknown }>,
}));
vi.mock('./betslipApi', () => ({
  betslipApi: {
    usePlaceBetMutation: () => [
      (args: { idempotencyKey: string }) => ({
        unwrap: async () => (calls.place.push(args), { betId: 1, repeated: false }),
      }),
    ],
    usePlaceFancyBetMutation: () => [
      (args: { payload: unknown }) => ({ unwrap: async () => (calls.fancy.push(args), { betId: 2, repeated: false }) }),
    ],
    usePlaceOrderMutation: () => [vi.fn()],
  },
}));
vi.mock('./preferencesApi', () => ({
  useBetPreferences: () => ({ persistence: 'KEEP', acceptBetterOdds: false, oneClick: false, oneClickStake: 100 }),
}));
vi.mock('@exchange/shared-ui', async (importOriginal) => ({
  // The slip's countdown is the real one (shared with the casino slip); only the toasts are watched.
  useSlipCountdown: (await importOriginal<typeof import('@exchange/shared-ui')>()).useSlipCountdown,
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

const limits = {
  minStack: 100,
  maxStack: 200000,
  bookmakerMinStack: 100,
  bookmakerMaxStack: 200000,
  sessionMinStack: 100,
  sessionMaxStack: 50000,
};
const selection: SelectedBet = {
  eventId: 34120001,
  amount: 0,
  marketId: '1001-BM',
  marketType: 'bookMakerOdds',
  marketName: 'BOOKMAKER_ODDS_1',
  type: 'back',
  isBookmaker: true,
  isFancy: false,
  isYesAndNo: false,
  selectedRate: 85,
  selectedOdd: 85,
  selectedId: 10011,
  runnerName: 'India',
  gameType: 'MATCH',
  maxLimit: 200000,
  profit: 0,
  loss: 0,
};

function setup() {
  const store = createAppStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, ...renderHook(() => useBetSlip(limits), { wrapper }) };
}

beforeEach(() => {
  vi.useFakeTimers();
  calls.place = [];
  calls.fancy = [];
  vi.mocked(notify.error).mockClear();
  vi.mocked(notify.success).mockClear();
});
afterEach(() => vi.useRealTimers());

describe('useBetSlip', () => {
  it('closes the slip when the 5 s countdown reaches 0, and restarts it when the amount changes', () => {
    const { result } = setup();
    act(() => result.current.open(selection));
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.seconds).toBe(2);
    act(() => result.current.setAmount(500));
    expect(result.current.seconds).toBe(5);
    expect(result.current.bet).toMatchObject({ amount: 500, profit: 425, loss: 500 });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.bet).toBeNull();
  });

  it("validates with the spec's messages before sending anything", async () => {
    const { result } = setup();
    act(() => result.current.open(selection));
    await act(() => result.current.place());
    expect(notify.error).toHaveBeenLastCalledWith('Please enter a Valid Amount');
    act(() => result.current.setAmount(50));
    await act(() => result.current.place());
    expect(notify.error).toHaveBeenLastCalledWith('Minimum bet amount is 100');
    expect(calls.place).toHaveLength(0);
  });

  it('waits 800 ms, sends once however often Place Bet is pressed, toasts and clears', async () => {
    const { result } = setup();
    act(() => result.current.open(selection));
    act(() => result.current.setAmount(1000));
    let first!: Promise<void>;
    act(() => {
      first = result.current.place();
    });
    expect(result.current.placing).toBe(true);
    await act(() => result.current.place());
    await act(() => vi.advanceTimersByTimeAsync(799));
    expect(calls.place).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
      await first;
    });
    expect(calls.place).toHaveLength(1);
    expect(calls.place[0]!.idempotencyKey).toBeTruthy();
    expect(notify.success).toHaveBeenCalledWith('Bet Placed');
    expect(result.current.bet).toBeNull();
    expect(result.current.placing).toBe(false);
  });

  it('sends a session bet after 2000 ms with its line and rate', async () => {
    const { result } = setup();
    act(() =>
      result.current.open({
        ...selection,
        isFancy: true,
        isBookmaker: false,
        marketType: 'fancyOdds',
        marketName: 'FANCY_ODDS',
        marketId: 'S1',
        type: 'lay',
        selectedOdd: 50,
        selectedRate: 100,
      }),
    );
    act(() => result.current.setAmount(300));
    let placing!: Promise<void>;
    act(() => {
      placing = result.current.place();
    });
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(calls.fancy).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
      await placing;
    });
    expect(calls.fancy[0]!.payload).toMatchObject({
      type: 'no',
      oddsLay: 50,
      layRate: 100,
      amount: 300,
      profit: 300,
      loss: 300,
      // Spec section 3: the session's runner travels with the bet.
      selectionId: 10011,
      runnerName: 'India',
    });
    expect(notify.success).toHaveBeenCalledWith('Bet Placed successfully');
  });

  const session = (over: Partial<SelectedBet>): SelectedBet => ({
    ...selection,
    isFancy: true,
    isBookmaker: false,
    isYesAndNo: true,
    marketType: 'fancyOdds',
    marketName: 'FANCY_ODDS',
    ...over,
  });

  it('sends a Ball By Ball session with its type, runner and line; a fancy1 session with its odds and no run', async () => {
    const { result } = setup();
    act(() =>
      result.current.open(
        session({
          marketId: '1007-S1-B31',
          selectedId: 1_007_331,
          runnerName: '5.1 ball run India',
          gameType: 'Ball By Ball',
          type: 'back',
          selectedOdd: 2,
          selectedRate: 100,
        }),
      ),
    );
    act(() => result.current.setAmount(200));
    await act(async () => {
      const placing = result.current.place();
      await vi.advanceTimersByTimeAsync(2000);
      await placing;
    });
    expect(calls.fancy[0]!.payload).toEqual({
      amount: 200,
      eventId: selection.eventId,
      marketId: '1007-S1-B31',
      marketName: 'FANCY_ODDS',
      gameType: 'Ball By Ball',
      type: 'yes',
      oddsBack: 2,
      backRate: 100,
      profit: 200,
      loss: 200,
      selectionId: 1_007_331,
      runnerName: '5.1 ball run India',
      acceptBetterOdds: false,
    });

    // fancy1: NO 100 at 3.70 risks (3.70 − 1) × 100 = 270 and wins the stake.
    act(() =>
      result.current.open(
        session({
          marketId: '1007-S1-SIX6',
          selectedId: 1_007_206,
          runnerName: 'Six in 6th over India',
          gameType: 'fancy1',
          type: 'lay',
          selectedOdd: 3.7,
          selectedRate: 3.7,
        }),
      ),
    );
    act(() => result.current.setAmount(100));
    expect(result.current.bet).toMatchObject({ profit: 100, loss: 270 });
    await act(async () => {
      const placing = result.current.place();
      await vi.advanceTimersByTimeAsync(2000);
      await placing;
    });
    expect(calls.fancy[1]!.payload).toEqual({
      amount: 100,
      eventId: selection.eventId,
      marketId: '1007-S1-SIX6',
      marketName: 'FANCY_ODDS',
      gameType: 'fancy1',
      type: 'no',
      layRate: 3.7,
      profit: 100,
      loss: 270,
      selectionId: 1_007_206,
      runnerName: 'Six in 6th over India',
      acceptBetterOdds: false,
    });
  });

  it('does not close the slip while its bet is being sent, though its countdown would have run out', async () => {
    const { result } = setup();
    act(() => result.current.open(session({ marketId: 'S2', selectedOdd: 40, selectedRate: 100 })));
    act(() => result.current.setAmount(500));
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.seconds).toBe(1);
    let placing!: Promise<void>;
    act(() => {
      placing = result.current.place();
    });
    // The fancy delay (2 s) outlasts the last second: the countdown stands still meanwhile.
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(result.current.seconds).toBe(1);
    expect(result.current.bet).not.toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
      await placing;
    });
    expect(calls.fancy).toHaveLength(1);
    expect(notify.success).toHaveBeenCalledWith('Bet Placed successfully');
  });
});
