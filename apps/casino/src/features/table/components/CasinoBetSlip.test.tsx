import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore, gameDataActions, gameDataSelectors } from '@exchange/shared-auth';
import { UiProvider, notify } from '@exchange/shared-ui';
import { selectionFor } from '../useTableSelection';
import { CasinoSlipClock, InlineCasinoSlip } from './CasinoBetSlip';

function setup(side: 'back' | 'lay' = 'back') {
  const store = createAppStore();
  render(
    <Provider store={store}>
      <UiProvider>
        <CasinoSlipClock>
          <div data-testid="outside">outside</div>
          <InlineCasinoSlip />
        </CasinoSlipClock>
      </UiProvider>
    </Provider>,
  );
  const selection = selectionFor(
    'DRAGON_TIGER_20',
    'm-1',
    { runnerName: 'Dragon', selectionId: 1, back1: 2, lay1: 0 },
    side,
  );
  if (typeof selection === 'string') throw new Error(selection);
  act(() => void store.dispatch(gameDataActions.betSelected(selection)));
  return store;
}

describe('casino bet slip', () => {
  it('starts at the default stake and recomputes profit and loss as the stake changes', () => {
    setup();
    expect(screen.getByTestId('slip-runner')).toHaveTextContent('Dragon');
    expect(screen.getByTestId('slip-amount')).toHaveValue('100');
    expect(screen.getByTestId('slip-profit')).toHaveTextContent('100.00');
    fireEvent.change(screen.getByTestId('slip-amount'), { target: { value: '250' } });
    expect(screen.getByTestId('slip-profit')).toHaveTextContent('250.00');
    expect(screen.getByTestId('slip-loss')).toHaveTextContent('250.00');
    fireEvent.click(screen.getByRole('button', { name: '1K' }));
    expect(screen.getByTestId('slip-amount')).toHaveValue('1000');
  });

  it('is cleared by Reset', () => {
    const store = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(gameDataSelectors.selectSelectedBet(store.getState())).toBeNull();
    expect(screen.queryByTestId('casino-bet-slip')).toBeNull();
  });

  it('is cleared by a click outside it', () => {
    const store = setup();
    fireEvent.mouseDown(screen.getByTestId('outside'));
    expect(gameDataSelectors.selectSelectedBet(store.getState())).toBeNull();
  });

  it.each([
    ['30000', 'Maximum bet amount is 25000'],
    ['50', 'Minimum bet amount is 100'],
  ])(
    'refuses %s on Dragon Tiger 20 (100 to 25000) before sending, and stays open to correct it',
    async (amount, message) => {
      const error = vi.spyOn(notify, 'error');
      const store = setup();
      fireEvent.change(screen.getByTestId('slip-amount'), { target: { value: amount } });
      fireEvent.click(screen.getByTestId('slip-submit'));
      expect(error).toHaveBeenLastCalledWith(message);
      expect(screen.getByTestId('slip-amount')).not.toBeDisabled();
      // Longer than the 500 ms submit delay: nothing was sent, so nothing cleared the slip.
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(gameDataSelectors.selectSelectedBet(store.getState())).toMatchObject({ amount: Number(amount) });
      error.mockRestore();
    },
  );

  it('disables its inputs while it waits to submit, and is cleared when the call fails', async () => {
    const store = setup();
    fireEvent.click(screen.getByTestId('slip-submit'));
    expect(screen.getByTestId('slip-amount')).toBeDisabled();
    await waitFor(() => expect(gameDataSelectors.selectSelectedBet(store.getState())).toBeNull(), { timeout: 3000 });
  });
});

describe("the casino slip's refusals in the language on screen (issue 69)", () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
  });

  it("says 'Please select a Valid Odd' in Hindi, as the toast the player reads, and sends nothing", async () => {
    document.documentElement.lang = 'hi';
    const store = setup();
    // An odd that went to 0 under the selection (the slip never sends a bet without a price).
    act(() => void store.dispatch(gameDataActions.betSelected({ selectedOdd: 0 })));
    fireEvent.click(screen.getByTestId('slip-submit'));
    expect(await screen.findByText('कृपया सही भाव चुनें')).toBeInTheDocument();
    expect(screen.queryByText('Please select a Valid Odd')).toBeNull();
    expect(screen.getByTestId('slip-amount')).not.toBeDisabled();
  });

  it('says the table minimum in Hindi with its figure', async () => {
    document.documentElement.lang = 'hi';
    setup();
    fireEvent.change(screen.getByTestId('slip-amount'), { target: { value: '50' } });
    fireEvent.click(screen.getByTestId('slip-submit'));
    expect(await screen.findByText('कम से कम बेट राशि 100 है')).toBeInTheDocument();
  });
});
