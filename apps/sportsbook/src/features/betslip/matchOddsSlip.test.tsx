import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { createAppStore, type SelectedBetTerms } from '@exchange/shared-auth';
import { UiProvider, notify } from '@exchange/shared-ui';
import { DesktopBetSlip } from './DesktopBetSlip';
import { orderOutcomeText } from './slipRules';
import { useBetSlip } from './useBetSlip';

const calls = vi.hoisted(() => ({ orders: [] as Array<{ payload: unknown; idempotencyKey: string }> }));
const ORDER = {
  orderId: 4,
  eventId: 9,
  eventName: 'India v Australia',
  marketId: 'MO-9',
  selectionId: 11,
  runnerName: 'India',
  type: 'back' as const,
  price: 2.3,
  amount: 500,
  matched: 300,
  averageMatchedPrice: 2.2,
  unmatched: 200,
  cancelled: 0,
  status: 'OPEN' as const,
  cancelReason: null,
  cancelledBy: null,
  placedAt: '2026-11-24T10:00:00.000Z',
};
vi.mock('./betslipApi', () => ({
  betslipApi: {
    usePlaceBetMutation: () => [vi.fn()],
    usePlaceFancyBetMutation: () => [vi.fn()],
    usePlaceOrderMutation: () => [
      (args: { payload: unknown; idempotencyKey: string }) => ({
        unwrap: async () => (calls.orders.push(args), ORDER),
      }),
    ],
  },
}));
vi.mock('./preferencesApi', () => ({
  useBetPreferences: () => ({ persistence: 'KEEP', acceptBetterOdds: false, oneClick: false, oneClickStake: 100 }),
}));
vi.mock('@exchange/shared-ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@exchange/shared-ui')>()),
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

const selection: SelectedBetTerms = {
  eventId: 9,
  amount: 0,
  marketId: 'MO-9',
  marketType: 'matchOdds',
  marketName: 'MATCH_ODDS',
  type: 'back',
  isBookmaker: false,
  isFancy: false,
  isYesAndNo: false,
  selectedRate: 2.98,
  selectedOdd: 2.98,
  selectedId: 11,
  runnerName: 'India',
  gameType: 'MATCH',
  maxLimit: 0,
};

const LIMITS = { minStack: 100, maxStack: 200000 };
type Slip = ReturnType<typeof useBetSlip>;
const hook: { slip?: Slip } = {};
const keep = (slip: Slip) => {
  hook.slip = slip;
};

/** The desktop slip on the real store, as the match page wires it. */
function Harness({ onSlip }: { onSlip: (slip: Slip) => void }) {
  const slip = useBetSlip(null, LIMITS);
  useEffect(() => onSlip(slip));
  return (
    <DesktopBetSlip
      bet={slip.bet}
      seconds={slip.seconds}
      placing={slip.placing}
      eventName="India v Australia"
      onAmount={slip.setAmount}
      onPrice={slip.setPrice}
      onPlace={slip.place}
      onCancel={slip.clear}
    />
  );
}

/** Opens the slip and waits for its body: an island (slipIslands.tsx) that shows once its chunk is in. */
async function openSlip(over: Partial<SelectedBetTerms> = {}) {
  render(
    <Provider store={createAppStore()}>
      <UiProvider>
        <Harness onSlip={keep} />
      </UiProvider>
    </Provider>,
  );
  await act(async () => hook.slip!.open({ ...selection, ...over }));
  await screen.findByTestId('slip-amount');
}

const price = () => (screen.getByTestId('slip-price') as HTMLInputElement).value;

beforeEach(() => {
  calls.orders = [];
  vi.mocked(notify.error).mockClear();
  vi.mocked(notify.success).mockClear();
});

describe('the Match Odds slip', () => {
  it('steps the price along the ladder, across its bands, with ▲ and ▼', async () => {
    await openSlip();
    const up = screen.getByRole('button', { name: 'Raise price' });
    const down = screen.getByRole('button', { name: 'Lower price' });
    fireEvent.click(up);
    expect(price()).toBe('3');
    fireEvent.click(up);
    expect(price()).toBe('3.05');
    fireEvent.click(down);
    fireEvent.click(down);
    expect(price()).toBe('2.98');
    // A typed price off the ladder snaps to the next ladder price in the direction of the step.
    fireEvent.change(screen.getByTestId('slip-price'), { target: { value: '2.21' } });
    expect(price()).toBe('2.21');
    fireEvent.click(up);
    expect(price()).toBe('2.22');
  });

  it('shows the liability of a lay on decimal odds', async () => {
    await openSlip({ type: 'lay', selectedOdd: 2.2, selectedRate: 2.2 });
    fireEvent.change(screen.getByTestId('slip-amount'), { target: { value: '500' } });
    // Lay 500 at 2.20: wins the backer's 500, risks (2.20 − 1) × 500 = 600.
    expect(screen.getByText('Liability:')).toBeTruthy();
    expect(screen.getByTestId('slip-loss').textContent).toBe('600.00');
    expect(screen.getByTestId('slip-profit').textContent).toBe('500.00');
  });

  it('refuses a price off the ladder and a stake under the market minimum before sending', async () => {
    await openSlip({ selectedOdd: 2.21, selectedRate: 2.21, amount: 500 });
    await act(() => hook.slip!.place());
    expect(notify.error).toHaveBeenLastCalledWith('Please select a Valid Odd');
    act(() => hook.slip!.setPrice(2.22));
    act(() => hook.slip!.setAmount(50));
    await act(() => hook.slip!.place());
    expect(notify.error).toHaveBeenLastCalledWith('Minimum bet amount is 100');
    expect(calls.orders).toHaveLength(0);
  });

  it('sends the order with its price and key, then says what matched and what is unmatched', async () => {
    // The slip opens on real timers (its body's chunk comes on them); its bet delay runs on fake ones.
    await openSlip({ selectedOdd: 2.3, selectedRate: 2.3, amount: 500 });
    vi.useFakeTimers();
    try {
      let placing!: Promise<void>;
      act(() => {
        placing = hook.slip!.place();
      });
      await act(() => vi.advanceTimersByTimeAsync(799));
      expect(calls.orders).toHaveLength(0);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1);
        await placing;
      });
      expect(calls.orders).toEqual([
        {
          idempotencyKey: expect.any(String),
          payload: {
            eventId: 9,
            marketId: 'MO-9',
            selectionId: 11,
            type: 'back',
            price: 2.3,
            amount: 500,
            persistence: 'KEEP',
          },
        },
      ]);
      expect(notify.success).toHaveBeenCalledWith('Matched ₹300 at 2.20; ₹200 unmatched at 2.30');
      expect(hook.slip!.bet).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('what became of an order', () => {
  it.each([
    [{ matched: 500, unmatched: 0, averageMatchedPrice: 2.2 }, 'Matched ₹500 at 2.20'],
    [{ matched: 0, unmatched: 1500, averageMatchedPrice: null }, '₹1,500 unmatched at 2.30'],
    [
      {
        matched: 0,
        unmatched: 0,
        cancelled: 500,
        status: 'CANCELLED' as const,
        cancelReason: 'Market suspended',
        cancelledBy: 'EXCHANGE' as const,
      },
      'Not matched: Market suspended',
    ],
  ])('%o reads %s', (over, text) => {
    expect(orderOutcomeText({ ...ORDER, ...over })).toBe(text);
  });
});
