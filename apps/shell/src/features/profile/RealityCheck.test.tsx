import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '@exchange/shared-ui/testing';
import { RealityCheckModal } from './RealityCheckModal';
import { nextRealityCheck, useRealityCheckDue } from './useRealityCheckDue';

const MIN = 60_000;

describe('when the reality check is due', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('counts multiples of the interval from the session start', () => {
    expect(nextRealityCheck(0, 15, 0)).toBe(15 * MIN);
    expect(nextRealityCheck(0, 15, 15 * MIN)).toBe(30 * MIN);
    expect(nextRealityCheck(0, 30, 44 * MIN)).toBe(60 * MIN);
  });

  it('falls due every N minutes from sign-in, and Continue waits for the next one', () => {
    const startedAt = Date.now() - 10 * MIN;
    const { result } = renderHook(() => useRealityCheckDue(15, startedAt));
    act(() => vi.advanceTimersByTime(5 * MIN - 1));
    expect(result.current.dueAt).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.dueAt).toBe(startedAt + 15 * MIN);
    act(() => vi.advanceTimersByTime(2 * MIN));
    act(() => result.current.seen());
    expect(result.current.dueAt).toBeNull();
    act(() => vi.advanceTimersByTime(13 * MIN - 1));
    expect(result.current.dueAt).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.dueAt).toBe(startedAt + 30 * MIN);
  });

  it('never falls due when off', () => {
    const { result } = renderHook(() => useRealityCheckDue(0, Date.now()));
    act(() => vi.advanceTimersByTime(24 * 60 * MIN));
    expect(result.current.dueAt).toBeNull();
  });
});

describe('the reality check modal', () => {
  it('tells the time played and the net result, with Continue and Log out', async () => {
    const onContinue = vi.fn();
    const onLogout = vi.fn();
    renderWithUi(
      <RealityCheckModal played="1 h 05 min" netResult={-1250.5} onContinue={onContinue} onLogout={onLogout} />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Reality check');
    expect(dialog).toHaveTextContent('You have been playing for 1 h 05 min in this session.');
    expect(screen.getByTestId('reality-check-net')).toHaveTextContent('-1,250.50');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
