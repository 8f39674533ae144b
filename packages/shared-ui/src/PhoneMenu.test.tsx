import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AppHeader } from './AppHeader';
import { TEST_NAV_ITEMS as NAV_ITEMS } from './navItems.fixture';
import { PhoneMenu } from './PhoneMenu';
import { renderWithUi } from './testing/renderWithUi';
import { DESKTOP_WIDTH, MOBILE_WIDTH, setViewportWidth } from './testing/viewport';

function Frame({ onLogout }: { onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <AppHeader title="Ledger" onMenuClick={() => setOpen(true)} />
      <PhoneMenu
        open={open}
        onClose={() => setOpen(false)}
        items={NAV_ITEMS}
        activePath="/ledger"
        onLogout={onLogout}
      />
    </>
  );
}

describe("the phone's menu", () => {
  beforeEach(() => setViewportWidth(MOBILE_WIDTH));
  afterEach(() => setViewportWidth(DESKTOP_WIDTH));

  it("opens from the header's menu button with every sidebar entry, and a tap on one closes it", async () => {
    renderWithUi(<Frame onLogout={() => {}} />);
    const menu = screen.getByTestId('phone-menu');
    expect(menu).not.toHaveAttribute('open');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(menu).toHaveAttribute('open');
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(NAV_ITEMS.map((item) => item.to));
    expect(within(menu).getByRole('link', { name: 'My Ledger' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(menu).getByRole('link', { name: 'Casino' }));
    expect(menu).not.toHaveAttribute('open');
  });

  it('closes with its close button, and Logout closes it and logs out', async () => {
    const onLogout = vi.fn();
    renderWithUi(<Frame onLogout={onLogout} />);
    const menu = screen.getByTestId('phone-menu');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(within(menu).getByRole('button', { name: 'Close' }));
    expect(menu).not.toHaveAttribute('open');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(within(menu).getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
    expect(menu).not.toHaveAttribute('open');
  });
});
