import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '@exchange/shared-ui/testing';
import type { PlayerLimits } from '@exchange/contracts/limits';
import { LossLimitsForm, readLossLimitForm } from './LossLimitsForm';
import { TimeOutPanel } from './TimeOutPanel';

const NONE = { limit: null, pending: null };
const LIMITS: PlayerLimits['lossLimits'] = {
  daily: { limit: 5000, pending: { limit: 12500.5, effectiveAt: '2026-11-26T06:30:00.000Z' } },
  weekly: NONE,
  monthly: { limit: 100000, pending: null },
};

describe('the loss limits form', () => {
  it('shows each limit in force, a waiting raise with the IST time it applies, and no limit where none is set', () => {
    renderWithUi(<LossLimitsForm limits={LIMITS} onSave={vi.fn()} />);
    expect(screen.getByTestId('loss-limit-daily')).toHaveTextContent('5,000.00');
    expect(screen.getByTestId('loss-limit-daily-pending')).toHaveTextContent(
      '12,500.50 from 26-11-2026 12:00 PM (IST)',
    );
    expect(screen.getByTestId('loss-limit-weekly')).toHaveTextContent('No limit');
    expect(screen.getByTestId('loss-limit-monthly')).toHaveTextContent('1,00,000.00');
    expect(screen.queryByTestId('loss-limit-weekly-pending')).toBeNull();
  });

  it('sends only the limits typed, as numbers, and clears the boxes once saved', async () => {
    const onSave = vi.fn().mockResolvedValue(null);
    renderWithUi(<LossLimitsForm limits={LIMITS} onSave={onSave} />);
    await userEvent.type(screen.getByLabelText('New weekly loss limit'), '20,000.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(onSave).toHaveBeenCalledWith({ weekly: 20000.5 });
    await waitFor(() => expect(screen.getByLabelText('New weekly loss limit')).toHaveValue(''));
  });

  it.each([
    ['abc', 'Weekly limit: Enter the limit as an amount in rupees'],
    ['0', 'Weekly limit: A limit must be more than 0'],
    ['-5', 'Weekly limit: Enter the limit as an amount in rupees'],
    ['10.555', 'Weekly limit: A limit can have at most two decimals'],
    ['1e5', 'Weekly limit: Enter the limit as an amount in rupees'],
  ])('refuses %s with a message, sending nothing', async (typed, message) => {
    const onSave = vi.fn();
    renderWithUi(<LossLimitsForm limits={LIMITS} onSave={onSave} />);
    await userEvent.type(screen.getByLabelText('New weekly loss limit'), typed);
    await userEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the API's refusal and keeps what was typed", async () => {
    const onSave = vi.fn().mockResolvedValue('Daily limit: A limit can be at most 1,00,00,000.00');
    renderWithUi(<LossLimitsForm limits={LIMITS} onSave={onSave} />);
    await userEvent.type(screen.getByLabelText('New daily loss limit'), '99999999');
    await userEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Daily limit: A limit can be at most 1,00,00,000.00');
    expect(screen.getByLabelText('New daily loss limit')).toHaveValue('99999999');
  });

  it('removes a limit with its own button; a limit already waiting for removal has none', async () => {
    const onSave = vi.fn().mockResolvedValue(null);
    const removing = {
      ...LIMITS,
      daily: { limit: 5000, pending: { limit: null, effectiveAt: '2026-11-26T06:30:00.000Z' } },
    };
    renderWithUi(<LossLimitsForm limits={removing} onSave={onSave} />);
    expect(screen.getByTestId('loss-limit-daily-pending')).toHaveTextContent('No limit from 26-11-2026 12:00 PM (IST)');
    const removes = screen.getAllByRole('button', { name: 'Remove' });
    expect(removes).toHaveLength(1);
    await userEvent.click(removes[0]!);
    expect(onSave).toHaveBeenCalledWith({ monthly: null });
  });

  it('asks for a value when nothing was typed', () => {
    expect(readLossLimitForm({ daily: ' ', weekly: '', monthly: '' })).toBe('Enter a limit to set');
  });
});

describe('the time-out panel', () => {
  it('takes nothing until the confirm step, which says what the time-out does', async () => {
    const onTake = vi.fn().mockResolvedValue(undefined);
    renderWithUi(<TimeOutPanel onTake={onTake} />);
    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    expect(onTake).not.toHaveBeenCalled();
    expect(screen.getByTestId('time-out-confirm')).toHaveTextContent(
      'Take a time-out of 7 days? You will be logged out at once and cannot sign in or bet until it ends. It cannot be cancelled.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('time-out-confirm')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '30 days' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm time-out' }));
    expect(onTake).toHaveBeenCalledWith(720);
  });
});
