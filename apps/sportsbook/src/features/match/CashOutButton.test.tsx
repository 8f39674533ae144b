import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore } from '@exchange/shared-auth';
import { UiProvider, notify } from '@exchange/shared-ui';
import { CashOutButton } from './CashOutButton';
import type { LevellingOffer } from './cashOutApi';

type Answer<T> = { value?: T; error?: unknown };
const api = vi.hoisted(() => ({
  offer: {} as { value?: unknown; error?: unknown },
  result: {} as { value?: unknown; error?: unknown },
  asked: [] as unknown[],
  sent: [] as unknown[],
}));
const settle = <T,>(answer: Answer<T>) => (answer.error ? Promise.reject(answer.error) : Promise.resolve(answer.value));
vi.mock('./cashOutApi', async () => {
  const { useState } = await import('react');
  return {
    cashOutApi: {
      useLazyGetCashOutOfferQuery: () => {
        const [data, setData] = useState<unknown>(undefined);
        const trigger = (args: unknown) => ({
          unwrap: async () => {
            api.asked.push(args);
            const value = await settle(api.offer);
            setData(value);
            return value;
          },
        });
        return [trigger, { data, isFetching: false }];
      },
      useCashOutMutation: () => [
        (body: unknown) => ({ unwrap: () => (api.sent.push(body), settle(api.result)) }),
        { isLoading: false },
      ],
    },
  };
});
vi.mock('@exchange/shared-ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@exchange/shared-ui')>()),
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

const refusal = (description: string) => ({
  status: 400,
  code: 400,
  message: 'Bad Request',
  response: null,
  description,
});

// Backed India ₹1,000 at 2.20, India now 2.00 to lay: lay ₹1,100 at 2.00 levels both at ₹100.
const MATCH_ODDS_OFFER: LevellingOffer = {
  marketId: '9-MO',
  guaranteed: 100,
  bets: [{ selectionId: 11, runnerName: 'India', type: 'lay', price: 2, amount: 1100 }],
};

function show(market: 'matchOdds' | 'bookmaker' = 'matchOdds') {
  render(
    <Provider store={createAppStore()}>
      <UiProvider>
        <CashOutButton market={market} eventId={9} label={market === 'bookmaker' ? 'BOOKMAKER' : 'MATCH ODDS'} />
      </UiProvider>
    </Provider>,
  );
}

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

beforeEach(() => {
  api.offer = { value: MATCH_ODDS_OFFER };
  api.result = { value: { guaranteed: 100 } };
  api.asked = [];
  api.sent = [];
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
});

describe('Cash Out', () => {
  it('shows the levelling bet and the guaranteed amount, and places it on Confirm with the amount shown', async () => {
    show();
    await click(screen.getByRole('button', { name: 'Cash Out MATCH ODDS' }));
    expect(api.asked).toEqual([{ market: 'matchOdds', eventId: 9 }]);
    const dialog = within(await screen.findByTestId('cash-out-dialog'));
    expect(dialog.getByTestId('cash-out-bet').textContent).toBe('Lay India ₹1,100.00 at 2.00');
    expect(dialog.getByTestId('cash-out-guaranteed').textContent).toBe('₹100.00');
    await click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(api.sent).toEqual([{ market: 'matchOdds', eventId: 9, marketId: '9-MO', guaranteed: 100 }]);
    expect(notify.success).toHaveBeenCalledWith('Cashed out: ₹100.00 whatever the result');
  });

  it('sends one cash-out however fast Confirm is clicked twice', async () => {
    let release: (value: unknown) => void = () => {};
    show();
    await click(screen.getByRole('button', { name: 'Cash Out MATCH ODDS' }));
    api.result = { value: new Promise((resolve) => (release = resolve)) };
    const confirm = within(await screen.findByTestId('cash-out-dialog')).getByRole('button', { name: 'Confirm' });
    await click(confirm);
    await click(confirm);
    await act(async () => release({ guaranteed: 100 }));
    expect(api.sent).toHaveLength(1);
    expect(notify.success).toHaveBeenCalledTimes(1);
  });

  it("says the API's reason when the market is suspended, and opens nothing", async () => {
    api.offer = { error: refusal('Market is suspended') };
    show();
    await click(screen.getByRole('button', { name: 'Cash Out MATCH ODDS' }));
    expect(notify.error).toHaveBeenCalledWith('Market is suspended');
    expect(screen.queryByTestId('cash-out-dialog')).toBeNull();
  });

  it('closes with the reason when the price moved before Confirm', async () => {
    api.result = { error: refusal('The cash-out amount has changed; check the new amount and try again') };
    show();
    await click(screen.getByRole('button', { name: 'Cash Out MATCH ODDS' }));
    await click(within(await screen.findByTestId('cash-out-dialog')).getByRole('button', { name: 'Confirm' }));
    expect(notify.error).toHaveBeenCalledWith('The cash-out amount has changed; check the new amount and try again');
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('offers nothing to confirm when the position is already level', async () => {
    api.offer = { value: { ...MATCH_ODDS_OFFER, bets: [] } };
    show();
    await click(screen.getByRole('button', { name: 'Cash Out MATCH ODDS' }));
    const dialog = within(await screen.findByTestId('cash-out-dialog'));
    expect(dialog.getByText('Your position is already level: nothing to place.')).toBeTruthy();
    expect(dialog.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('names bookmaker bets KHAI / LAGAI at the rate in paisa, one per runner that needs it', async () => {
    // LAGAI India ₹1,000 at 85 on a market of three; KHAI India and LAGAI Draw level it (see the API's test).
    api.offer = {
      value: {
        marketId: 'BM-9',
        guaranteed: 302.82,
        bets: [
          { selectionId: 11, runnerName: 'India', type: 'lay', price: 42, amount: 1302.82 },
          { selectionId: 13, runnerName: 'Draw', type: 'back', price: 300, amount: 10 },
        ],
      },
    };
    show('bookmaker');
    await click(screen.getByRole('button', { name: 'Cash Out BOOKMAKER' }));
    const bets = within(await screen.findByTestId('cash-out-dialog')).getAllByTestId('cash-out-bet');
    expect(bets.map((bet) => bet.textContent)).toEqual(['KHAI India ₹1,302.82 at 42', 'LAGAI Draw ₹10.00 at 300']);
  });
});
