import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { accountActions, createAppStore } from '@exchange/shared-auth';
import { UiProvider } from '@exchange/shared-ui';
import { shellRoutes } from './router';

// No server here: the session's polling and the remotes stay out of this test.
vi.mock('../features/profile/useProfileSync', () => ({ useProfileSync: () => undefined }));
vi.mock('../features/stakeButtons/useStakeButtonsSync', () => ({ useStakeButtonsSync: () => undefined }));
vi.mock('../features/announcement/useAnnouncement', () => ({ useAnnouncement: () => undefined }));
vi.mock('./RemoteOutlet', () => ({ RemoteOutlet: () => null }));

describe('shell routes', () => {
  it('keeps what the player typed in the forced change-password popup when / moves on to /confirm', async () => {
    const store = createAppStore({ storage: undefined });
    store.dispatch(
      accountActions.loginSucceeded({
        id: 7,
        token: 't',
        username: 'C1009',
        balance: 0,
        liability: 0,
        resetRequired: true,
      }),
    );
    const router = createMemoryRouter(shellRoutes, { initialEntries: ['/'] });
    render(
      <Provider store={store}>
        <UiProvider>
          <RouterProvider router={router} />
        </UiProvider>
      </Provider>,
    );

    const dialog = await screen.findByTestId('change-password-dialog');
    const oldPassword = within(dialog).getByLabelText('Old Password');
    await userEvent.type(oldPassword, 'secret1');
    await act(() => router.navigate('/confirm'));

    expect(router.state.location.pathname).toBe('/confirm');
    const after = within(screen.getByTestId('change-password-dialog')).getByLabelText('Old Password');
    expect(after).toBe(oldPassword);
    expect(after).toHaveValue('secret1');
  });
});
