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
vi.mock('@exchange/shared-ui', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

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
    });
    expect(notify.success).toHaveBeenCalledWith('Bet Placed successfully');
  });
});
