import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BottomNav } from './BottomNav';
import { TEST_NAV_ITEMS as NAV_ITEMS } from './navItems.fixture';
import { renderWithUi } from './testing/renderWithUi';
import { DESKTOP_WIDTH, MOBILE_WIDTH, setViewportWidth } from './testing/viewport';

describe('BottomNav', () => {
  beforeEach(() => setViewportWidth(MOBILE_WIDTH));
  afterEach(() => setViewportWidth(DESKTOP_WIDTH));

  it('links the four items with short labels and ends with Logout', () => {
    renderWithUi(<BottomNav items={NAV_ITEMS} activePath="/ledger" onLogout={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Bottom navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/cricket', '/casino', '/ledger', '/profile']);
    expect(links.map((link) => link.textContent)).toEqual(['Cricket', 'Casino', 'Ledger', 'Profile']);
    expect(within(nav).getByRole('link', { name: 'My Ledger' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('listitem').at(-1)).toHaveTextContent('Logout');
  });

  it('ends with Login, to the login screen, for a visitor (no Logout handler)', () => {
    renderWithUi(<BottomNav items={NAV_ITEMS} activePath="/cricket" />);
    const nav = screen.getByRole('navigation', { name: 'Bottom navigation' });
    expect(within(nav).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(within(nav).getAllByRole('listitem').at(-1)).toHaveTextContent('Login');
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/');
  });

  it('calls onLogout from the Logout button', async () => {
    const onLogout = vi.fn();
    renderWithUi(<BottomNav items={NAV_ITEMS} activePath="/cricket" onLogout={onLogout} />);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('is hidden on desktop', () => {
    setViewportWidth(DESKTOP_WIDTH);
    renderWithUi(<BottomNav items={NAV_ITEMS} activePath="/cricket" onLogout={() => {}} />);
    expect(screen.queryByRole('navigation', { name: 'Bottom navigation' })).not.toBeInTheDocument();
  });

  it('falls back to the full label without a short one', () => {
    renderWithUi(<BottomNav items={[{ label: 'Rules', to: '/rules' }]} activePath="/" onLogout={() => {}} />);
    expect(screen.getByRole('link', { name: 'Rules' })).toHaveTextContent('Rules');
  });
});
