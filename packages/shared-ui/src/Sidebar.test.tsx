import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_NAV_ITEMS as NAV_ITEMS } from './navItems.fixture';
import { Sidebar } from './Sidebar';
import { renderWithUi } from './testing/renderWithUi';
import { DESKTOP_WIDTH, MOBILE_WIDTH, setViewportWidth } from './testing/viewport';

describe('Sidebar', () => {
  beforeEach(() => setViewportWidth(DESKTOP_WIDTH));

  it('links the four items and ends with Logout', () => {
    renderWithUi(<Sidebar items={NAV_ITEMS} activePath="/cricket" onLogout={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Cricket', '/cricket'],
      ['Casino', '/casino'],
      ['My Ledger', '/ledger'],
      ['My Profile', '/profile'],
    ]);
    const entries = within(nav).getAllByRole('listitem');
    expect(entries).toHaveLength(5);
    expect(entries.at(-1)).toHaveTextContent('Logout');
  });

  it('ends with Login, to the login screen, for a visitor (no Logout handler)', () => {
    renderWithUi(<Sidebar items={NAV_ITEMS} activePath="/cricket" />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(within(nav).getAllByRole('listitem').at(-1)).toHaveTextContent('Login');
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/');
  });

  it('calls onLogout from the Logout button', async () => {
    const onLogout = vi.fn();
    renderWithUi(<Sidebar items={NAV_ITEMS} activePath="/cricket" onLogout={onLogout} />);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('marks the item the active path falls under as the current page', () => {
    renderWithUi(<Sidebar items={NAV_ITEMS} activePath="/casino/casino-bets" onLogout={() => {}} />);
    expect(screen.getByRole('link', { name: 'Casino' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Cricket' })).not.toHaveAttribute('aria-current');
  });

  it('is hidden on mobile', () => {
    setViewportWidth(MOBILE_WIDTH);
    onTestFinished(() => setViewportWidth(DESKTOP_WIDTH));
    renderWithUi(<Sidebar items={NAV_ITEMS} activePath="/cricket" onLogout={() => {}} />);
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });
});
