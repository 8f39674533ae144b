import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emerald } from './brands';
import { AppHeader } from './AppHeader';
import { renderWithUi } from './testing/renderWithUi';
import { DESKTOP_WIDTH, MOBILE_WIDTH, setViewportWidth } from './testing/viewport';

const account = { balance: 1000, liability: -250.5, userName: 'Ravi (C1001)' };
const props = { title: 'Dashboard', account };

describe('AppHeader', () => {
  it('shows the wallet as balance plus liability with two decimals', () => {
    renderWithUi(<AppHeader {...props} />);
    expect(screen.getByTestId('header-wallet')).toHaveTextContent(/^749\.50$/);
    expect(screen.getByText('Wallet')).toBeInTheDocument();
  });

  it('shows the exposure, the title and the user label', () => {
    renderWithUi(<AppHeader {...props} />);
    expect(screen.getByTestId('header-exposure')).toHaveTextContent(/^-250\.50$/);
    expect(screen.getByTestId('header-title')).toHaveTextContent('Dashboard');
    expect(screen.getByTestId('header-user')).toHaveTextContent(/^Ravi \(C1001\)$/);
  });

  it('shows the wallet as the balance when nothing is at risk', () => {
    renderWithUi(<AppHeader {...props} account={{ ...account, balance: 1500, liability: 0 }} />);
    expect(screen.getByTestId('header-wallet')).toHaveTextContent(/^1,500\.00$/);
    expect(screen.getByTestId('header-exposure')).toHaveTextContent(/^0\.00$/);
  });

  it('shows a visitor no wallet, exposure or name, only what the page passes', () => {
    renderWithUi(<AppHeader title="Cricket" actions={<a href="/">Login</a>} />);
    expect(screen.queryByTestId('header-wallet')).not.toBeInTheDocument();
    expect(screen.queryByTestId('header-exposure')).not.toBeInTheDocument();
    expect(screen.queryByTestId('header-user')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows the logo of the brand in context, or of the brand passed in', () => {
    const { unmount } = renderWithUi(<AppHeader {...props} />);
    expect(screen.getByText('ROYAL EXCHANGE')).toBeInTheDocument();
    unmount();
    renderWithUi(<AppHeader {...props} brand={emerald} />);
    expect(screen.getByText('EMERALD CASINO')).toBeInTheDocument();
  });

  it('offers the menu button on mobile only with a handler, and calls it', async () => {
    setViewportWidth(MOBILE_WIDTH);
    onTestFinished(() => setViewportWidth(DESKTOP_WIDTH));
    const onMenuClick = vi.fn();
    const { unmount } = renderWithUi(<AppHeader {...props} />);
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    unmount();
    renderWithUi(<AppHeader {...props} onMenuClick={onMenuClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(onMenuClick).toHaveBeenCalledOnce();
  });
});
