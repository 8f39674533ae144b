import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createAppStore, type SelectedBetTerms } from '@exchange/shared-auth';
import { useBetSlip } from './useBetSlip';
import { ONE_CLICK_UNDO_MS } from './slipRules';

const calls = vi.hoisted(() => ({ place: [] as Array<{ payload: Record<string, unknown> }> }));
const choices = vi.hoisted(() => ({
  persistence: 'CANCEL' as 'KEEP' | 'CANCEL',
  acceptBetterOdds: true,
  oneClick: true,
  oneClickStake: 500,
}));
vi.mock('./betslipApi', () => ({
  betslipApi: {
    usePlaceBetMutation: () => [
      (args: { payload: Record<string, unknown> }) => ({
        unwrap: async () => (calls.place.push(args), { betId: 1, repeated: false }),
      }),
    ],
    usePlaceFancyBetMutation: () => [vi.fn()],
    usePlaceOrderMutation: () => [
      (args: { payload: Record<string, unknown> }) => ({ unwrap: async () => (calls.place.push(args), null) }),
    ],
  },
}));
vi.mock('./preferencesApi', () => ({ useBetPreferences: () => choices }));
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
const india: SelectedBetTerms = {
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
};

function setup() {
  const store = createAppStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useBetSlip(limits, { minStack: 100, maxStack: 500000 }), { wrapper });
}

/** Lets the bet delay run `ms` and the promises behind it settle. */
const run = async (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  vi.useFakeTimers();
  calls.place = [];
  choices.oneClick = true;
});
afterEach(() => vi.useRealTimers());

describe('one-click betting', () => {
  it('a click on a price places the chosen stake once its Undo window (3 s, longer than the 800 ms delay) ends, exactly once', async () => {
    const { result } = setup();
    act(() => result.current.open(india));
    expect(result.current.undoable).toBe(true);
    expect(result.current.bet).toMatchObject({ amount: 500, runnerName: 'India' });
    // A second click on the price (a double click) while the delay runs sends nothing more.
    act(() => result.current.open(india));
    await run(ONE_CLICK_UNDO_MS - 1);
    expect(calls.place).toHaveLength(0);
    await run(1);
    expect(calls.place).toHaveLength(1);
    expect(calls.place[0]!.payload).toMatchObject({ amount: 500, backRate: 85, acceptBetterOdds: true });
    await run(2000);
    expect(calls.place).toHaveLength(1);
    expect(result.current.bet).toBeNull();
    expect(result.current.undoable).toBe(false);
  });

  it('Undo within the delay drops the bet and sends nothing', async () => {
    const { result } = setup();
    act(() => result.current.open(india));
    // Well after the spec's 800 ms bet delay: a thumb still has time.
    await run(2500);
    await act(async () => result.current.undo());
    await run(3000);
    expect(calls.place).toHaveLength(0);
    expect(result.current.bet).toBeNull();
    expect(result.current.undoable).toBe(false);
  });

  it('with one-click off a click only opens the slip, and Place Bet sends the Match Odds choice', async () => {
    choices.oneClick = false;
    const { result } = setup();
    act(() => result.current.open({ ...india, marketId: 'MO-1', marketType: 'matchOdds', selectedOdd: 2.3 }));
    expect(result.current.undoable).toBe(false);
    await run(3000);
    expect(calls.place).toHaveLength(0);
    act(() => result.current.setAmount(300));
    void act(() => result.current.place());
    await run(800);
    expect(calls.place).toHaveLength(1);
    expect(calls.place[0]!.payload).toMatchObject({ price: 2.3, amount: 300, persistence: 'CANCEL' });
  });
});
