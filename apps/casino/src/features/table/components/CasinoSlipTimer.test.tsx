import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore, gameDataActions, gameDataSelectors } from '@exchange/shared-auth';
import { UiProvider, notify } from '@exchange/shared-ui';
import { selectionFor } from '../useTableSelection';
import { CASINO_SLIP_SECONDS, CasinoSlipClock, DialogCasinoSlip, InlineCasinoSlip } from './CasinoBetSlip';

/** The casino's place call, answered when the test says so. */
const calls = vi.hoisted(() => ({ sent: [] as unknown[], answer: () => {} }));
vi.mock('../casinoApi', () => ({
  usePlaceCasinoBetMutation: () => [
    (args: unknown) => {
      calls.sent.push(args);
      return new Promise((resolve) => {
        calls.answer = () => resolve({ data: null });
      });
    },
  ],
}));

const pick = (runnerName: string, selectionId: number) => {
  const selection = selectionFor('DRAGON_TIGER_20', 'm-1', { runnerName, selectionId, back1: 2, lay1: 0 }, 'back');
  if (typeof selection === 'string') throw new Error(selection);
  return gameDataActions.betSelected(selection);
};

function setup(Slip: typeof InlineCasinoSlip = InlineCasinoSlip) {
  const store = createAppStore();
  const ui = (Shown: typeof InlineCasinoSlip) => (
    <Provider store={store}>
      <UiProvider>
        <CasinoSlipClock>
          <Shown />
        </CasinoSlipClock>
      </UiProvider>
    </Provider>
  );
  const view = render(ui(Slip));
  act(() => void store.dispatch(pick('Dragon', 1)));
  const selected = () => gameDataSelectors.selectSelectedBet(store.getState());
  const countdown = () => screen.getByTestId('slip-countdown').textContent;
  /** The table's layout swapped (a resize, a rotated phone): the other slip, under the same clock. */
  const swapTo = (Shown: typeof InlineCasinoSlip) => view.rerender(ui(Shown));
  return { store, selected, countdown, swapTo };
}

beforeEach(() => {
  vi.useFakeTimers();
  calls.sent = [];
});
afterEach(() => vi.useRealTimers());

describe("the casino slip's 10 s countdown (spec section 9)", () => {
  it('shows 10s, counts down each second, and at 0 closes the slip and clears the selection', () => {
    const { selected, countdown } = setup();
    expect(CASINO_SLIP_SECONDS).toBe(10);
    expect(countdown()).toBe('10s');
    act(() => vi.advanceTimersByTime(4000));
    expect(countdown()).toBe('6s');
    expect(screen.getByTestId('slip-countdown')).toHaveAttribute('title', 'The slip closes in 6 seconds');
    act(() => vi.advanceTimersByTime(5000));
    expect(countdown()).toBe('1s');
    expect(selected()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(selected()).toBeNull();
    expect(screen.queryByTestId('casino-bet-slip')).toBeNull();
    expect(screen.getByText('Click on an odd to place a bet.')).toBeInTheDocument();
  });

  it('starts again on a new selection (even the same box again) and when the amount changes', () => {
    const { store, selected, countdown } = setup();
    act(() => vi.advanceTimersByTime(7000));
    expect(countdown()).toBe('3s');
    act(() => void store.dispatch(pick('Tiger', 3)));
    expect(screen.getByTestId('slip-runner')).toHaveTextContent('Tiger');
    expect(countdown()).toBe('10s');
    act(() => vi.advanceTimersByTime(8000));
    act(() => void store.dispatch(pick('Tiger', 3)));
    expect(countdown()).toBe('10s');
    act(() => vi.advanceTimersByTime(8000));
    fireEvent.change(screen.getByTestId('slip-amount'), { target: { value: '500' } });
    expect(countdown()).toBe('10s');
    act(() => vi.advanceTimersByTime(9000));
    expect(selected()).toMatchObject({ runnerName: 'Tiger', amount: 500 });
    act(() => vi.advanceTimersByTime(1000));
    expect(selected()).toBeNull();
  });

  it('does not close the slip while its bet is being submitted, though the countdown would have run out', async () => {
    const success = vi.spyOn(notify, 'success');
    const { selected, countdown } = setup();
    act(() => vi.advanceTimersByTime(9000));
    expect(countdown()).toBe('1s');
    fireEvent.click(screen.getByTestId('slip-submit'));
    // The 500 ms delay, then the call in flight for seconds: the slip stays, its inputs disabled.
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(calls.sent).toHaveLength(1);
    expect(selected()).not.toBeNull();
    expect(countdown()).toBe('1s');
    expect(screen.getByTestId('slip-amount')).toBeDisabled();
    await act(async () => calls.answer());
    expect(success).toHaveBeenCalledWith('Bet Placed');
    expect(selected()).toBeNull();
    success.mockRestore();
  });

  it('goes on counting when the sidebar slip gives way to the phone dialog (a resize)', async () => {
    const { selected, countdown, swapTo } = setup();
    act(() => vi.advanceTimersByTime(4000));
    expect(countdown()).toBe('6s');
    swapTo(DialogCasinoSlip);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(countdown()).toBe('6s');
    act(() => vi.advanceTimersByTime(6000));
    expect(selected()).toBeNull();
  });

  it('counts down in the phone dialog too, which closes at 0', async () => {
    const { selected, countdown } = setup(DialogCasinoSlip);
    // The dialog opens in a portal on the next tick.
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('dialog')).toHaveTextContent('Place Bet');
    expect(countdown()).toBe('10s');
    act(() => vi.advanceTimersByTime(10_000));
    expect(selected()).toBeNull();
  });
});
