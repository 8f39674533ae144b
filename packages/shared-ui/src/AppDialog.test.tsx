import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AppDialog, type AppDialogProps } from './AppDialog';
import { renderWithUi } from './testing/renderWithUi';

type Shown = Partial<AppDialogProps> & { onClose?: () => void; initiallyOpen?: boolean };

/** A dialog opened by a button, as a screen holds one: open until it asks to close. */
function Screen({ onClose = () => undefined, initiallyOpen = true, ...props }: Shown) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <AppDialog
        open={open}
        title="Set Stake Buttons"
        data-testid="the-dialog"
        {...props}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <label>
          Amount <input />
        </label>
      </AppDialog>
    </>
  );
}

// Chakra's dialogs keep a page-wide stack of open layers: a test that leaves its dialog open can make
// the next one's Escape reach its screen twice, so these count that a close was asked for, not how often.
describe('AppDialog', () => {
  it('is a dialog named by its title, with its content, footer actions and test id', async () => {
    const onCancel = vi.fn();
    renderWithUi(
      <Screen
        footer={
          <>
            <button type="button" onClick={onCancel}>
              Cancel
            </button>
            <button type="button">Update</button>
          </>
        }
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Set Stake Buttons' });
    expect(screen.getByRole('heading', { name: 'Set Stake Buttons' })).toBeInTheDocument();
    expect(dialog).toHaveAttribute('data-testid', 'the-dialog');
    expect(screen.getByLabelText('Amount')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('closes with its close button, and asks its screen to', async () => {
    const onClose = vi.fn();
    renderWithUi(<Screen onClose={onClose} />);
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    renderWithUi(<Screen onClose={onClose} />);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('takes the focus inside while open, and gives it back to what opened it when it closes', async () => {
    renderWithUi(<Screen initiallyOpen={false} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes on a click outside, unless told not to', async () => {
    // Beside the box, on the layer that centres it over the page (the page under it takes no pointer).
    const clickOutside = (dialog: HTMLElement) =>
      userEvent.setup({ pointerEventsCheck: 0 }).click(dialog.parentElement!);
    const onClose = vi.fn();
    const { unmount } = renderWithUi(<Screen onClose={onClose} closeOnOutsideClick={false} />);
    await clickOutside(await screen.findByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onClose).toHaveBeenCalled();
    unmount();

    const onOutside = vi.fn();
    renderWithUi(<Screen onClose={onOutside} />);
    await clickOutside(await screen.findByRole('dialog'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOutside).toHaveBeenCalled();
  });

  it('may go without its close button, and still closes on Escape', async () => {
    const onClose = vi.fn();
    renderWithUi(<Screen onClose={onClose} closeButton={false} footer={<button type="button">Ok</button>} />);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('when not dismissible, has no close button and stays open on Escape', async () => {
    const onClose = vi.fn();
    renderWithUi(<Screen onClose={onClose} dismissible={false} />);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows what sits beside its title', async () => {
    renderWithUi(<Screen size="xs" headerEnd={<span data-testid="countdown">5s</span>} />);
    await screen.findByRole('dialog');
    expect(screen.getByTestId('countdown')).toHaveTextContent('5s');
  });

  it('renders nothing before it first opens, then opens when asked', async () => {
    renderWithUi(<Screen initiallyOpen={false} title="My Market" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body).not.toHaveTextContent('My Market');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'My Market' })).toHaveTextContent('Amount');
  });
});
