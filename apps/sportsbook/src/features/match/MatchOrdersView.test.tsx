import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore } from '@exchange/shared-auth';
import { UiProvider, notify } from '@exchange/shared-ui';
import type { Order } from './matchTypes';
import { MatchOrdersView } from './MatchOrdersView';

const api = vi.hoisted(() => ({ cancels: [] as number[], moves: [] as Array<{ orderId: number; price: number }> }));
vi.mock('./matchOrdersApi', () => ({
  matchOrdersApi: {
    useCancelOrderMutation: () => [
      (orderId: number) => ({ unwrap: async () => (api.cancels.push(orderId), null) }),
      { isLoading: false },
    ],
    useReplaceOrderMutation: () => [
      (args: { orderId: number; price: number }) => ({
        unwrap: async () => (
          api.moves.push(args),
          { ...UNMATCHED, orderId: 9, price: args.price, matched: 0, unmatched: 500 }
        ),
      }),
      { isLoading: false },
    ],
  },
}));
vi.mock('@exchange/shared-ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@exchange/shared-ui')>()),
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

const UNMATCHED: Order = {
  orderId: 4,
  eventId: 9,
  eventName: 'India v Australia',
  marketId: 'MO-9',
  selectionId: 11,
  runnerName: 'India',
  type: 'back',
  price: 2.3,
  amount: 500,
  matched: 0,
  averageMatchedPrice: null,
  unmatched: 500,
  cancelled: 0,
  status: 'OPEN',
  cancelReason: null,
  cancelledBy: null,
  placedAt: '2026-11-24T10:00:00.000Z',
};
const MATCHED: Order = {
  ...UNMATCHED,
  orderId: 3,
  runnerName: 'Australia',
  selectionId: 12,
  type: 'lay',
  price: 1.8,
  matched: 300,
  averageMatchedPrice: 1.79,
  unmatched: 0,
  status: 'MATCHED',
};
const SUSPENDED: Order = {
  ...UNMATCHED,
  orderId: 2,
  unmatched: 0,
  cancelled: 500,
  status: 'CANCELLED',
  cancelReason: 'Market suspended',
  cancelledBy: 'EXCHANGE' as const,
};

function show(orders: Order[]) {
  return render(
    <Provider store={createAppStore()}>
      <UiProvider>
        <MatchOrdersView orders={orders} />
      </UiProvider>
    </Provider>,
  );
}

beforeEach(() => {
  api.cancels = [];
  api.moves = [];
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.info).mockClear();
});

describe('Matched / Unmatched', () => {
  it('lists what rests with its price and what matched at its average price', async () => {
    show([UNMATCHED, MATCHED, SUSPENDED]);
    // The lists are an island (islands.tsx): they show once their chunk is in.
    expect((await screen.findByTestId('unmatched-order')).textContent).toContain('Back India₹500 at 2.30');
    expect(screen.getByTestId('matched-order').textContent).toBe('Lay Australia₹300 at 1.79');
  });

  it('cancels an unmatched order and says so', async () => {
    show([UNMATCHED]);
    const order = within(await screen.findByTestId('unmatched-order'));
    await act(async () => {
      fireEvent.click(order.getByRole('button', { name: 'Cancel' }));
    });
    expect(api.cancels).toEqual([4]);
    expect(notify.success).toHaveBeenCalledWith('Bet cancelled');
  });

  it('moves an unmatched order one ladder step down and updates it', async () => {
    show([UNMATCHED]);
    const order = within(await screen.findByTestId('unmatched-order'));
    const update = order.getByRole('button', { name: 'Update' });
    expect(update).toHaveProperty('disabled', true);
    fireEvent.click(order.getByRole('button', { name: 'Lower price' }));
    expect((order.getByTestId('slip-price') as HTMLInputElement).value).toBe('2.28');
    await act(async () => {
      fireEvent.click(update);
    });
    expect(api.moves).toEqual([{ orderId: 4, price: 2.28 }]);
    expect(notify.success).toHaveBeenCalledWith('₹500 unmatched at 2.28');
  });

  it('tells the player once of an order the exchange cancelled, with its reason', () => {
    // Told once per visit, across renders (an order id no other test shows).
    const suspended = { ...SUSPENDED, orderId: 20 };
    const { rerender } = show([
      suspended,
      { ...SUSPENDED, orderId: 21, cancelReason: 'Cancelled by you', cancelledBy: 'PLAYER' as const },
    ]);
    expect(notify.info).toHaveBeenCalledTimes(1);
    expect(notify.info).toHaveBeenCalledWith('₹500 Back India at 2.30 cancelled: Market suspended');
    rerender(
      <Provider store={createAppStore()}>
        <UiProvider>
          <MatchOrdersView orders={[{ ...suspended }]} />
        </UiProvider>
      </Provider>,
    );
    expect(notify.info).toHaveBeenCalledTimes(1);
  });

  it('shows nothing without orders', () => {
    show([]);
    expect(screen.queryByTestId('match-orders')).toBeNull();
  });
});
