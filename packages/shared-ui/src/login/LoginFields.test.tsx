import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { royal, emerald } from '../brands';
import { LoginCard } from './LoginCard';
import { LoginFields } from './LoginFields';

// Rendered with no design-system provider at all: the first screen must work without one.
function setup(busy = false) {
  const onSubmit = vi.fn();
  const onInvalid = vi.fn();
  render(<LoginFields busy={busy} onSubmit={onSubmit} onInvalid={onInvalid} />);
  return { onSubmit, onInvalid, user: userEvent.setup() };
}

describe('LoginFields', () => {
  it('sends the typed code, password and the terms flag, which starts ticked', async () => {
    const { onSubmit, user } = setup();
    expect(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' })).toBeChecked();
    await user.type(screen.getByPlaceholderText('Client code'), '10-01');
    await user.type(screen.getByPlaceholderText('Password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(onSubmit).toHaveBeenCalledWith({ code: '10-01', password: '123456', termsAgreed: true });
  });

  it('accepts only what can follow the fixed C: letters, digits and hyphens', async () => {
    const { user } = setup();
    await user.type(screen.getByPlaceholderText('Client code'), ' 1 0#0/1 ');
    expect(screen.getByPlaceholderText('Client code')).toHaveValue('1001');
  });

  it('tells the player what is missing instead of sending an empty form', async () => {
    const { onSubmit, onInvalid, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(onInvalid).toHaveBeenLastCalledWith('Please enter your user name');
    await user.type(screen.getByPlaceholderText('Client code'), '1001');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(onInvalid).toHaveBeenLastCalledWith('Please enter your password');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands an unticked terms flag on, so the login can refuse it with the spec message', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByText('I agree to the terms and conditions'));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(onSubmit).toHaveBeenCalledWith({ code: '', password: '', termsAgreed: false });
  });

  it('shows and hides the password', async () => {
    const { user } = setup();
    const password = screen.getByPlaceholderText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('while the login runs: inputs disabled, a loading bar instead of the button, no second send', async () => {
    const { onSubmit } = setup(true);
    expect(screen.getByPlaceholderText('Client code')).toBeDisabled();
    expect(screen.getByPlaceholderText('Password')).toBeDisabled();
    expect(screen.getByTestId('login-loading')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(screen.getByTestId('login-form')).toHaveAttribute('aria-busy', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('LoginCard', () => {
  it("shows the brand's name and paints with the brand's colours", () => {
    const { rerender } = render(<LoginCard brand={royal}>form</LoginCard>);
    expect(screen.getByRole('heading', { name: royal.logoText })).toBeInTheDocument();
    expect(screen.getByRole('main').style.getPropertyValue('--login-primary')).toBe(royal.colors.primary);
    rerender(<LoginCard brand={emerald}>form</LoginCard>);
    expect(screen.getByRole('heading', { name: emerald.logoText })).toBeInTheDocument();
    expect(screen.getByRole('main').style.getPropertyValue('--login-page-bg')).toBe(emerald.colors.headerBg);
  });
});
