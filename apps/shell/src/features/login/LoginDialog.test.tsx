import { act, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { accountActions, createAppStore } from '@exchange/shared-auth';
import { hasBrandSystem, royal } from '@exchange/shared-ui';
import { renderWithUi } from '@exchange/shared-ui/testing';
import { LoginDialog } from './LoginDialog';

describe('LoginDialog', () => {
  it('costs a page nothing while closed, opens on the shared flag and closes again (issue 12)', async () => {
    // A brand of its own, so that no other test has built its design system.
    const brand = { ...royal, id: 'royal-login-dialog' };
    const store = createAppStore();
    renderWithUi(
      <Provider store={store}>
        <LoginDialog />
      </Provider>,
      { brand, globals: 'static' },
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(hasBrandSystem(brand)).toBe(false);

    act(() => {
      store.dispatch(accountActions.popupToggled({ popup: 'loginPopOpen', open: true }));
    });
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(hasBrandSystem(brand)).toBe(true);

    act(() => {
      store.dispatch(accountActions.popupToggled({ popup: 'loginPopOpen', open: false }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // And it opens again.
    act(() => {
      store.dispatch(accountActions.popupToggled({ popup: 'loginPopOpen', open: true }));
    });
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });
});
