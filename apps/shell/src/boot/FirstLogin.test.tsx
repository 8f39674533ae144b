import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '@exchange/remote-contract';
import { FirstLogin } from './FirstLogin';
import type { ShellApp } from './loadApp';

const loadApp = vi.fn<() => Promise<ShellApp>>();
vi.mock('./loadApp', () => ({ loadApp: () => loadApp() }));
// The idle preload is the app's business; these tests drive the load through the form alone.
vi.mock('./whenIdle', () => ({ whenIdle: () => () => undefined }));

const config = { brand: 'royal', rsaPublicKey: 'KEY' } as RuntimeConfig;

function fakeApp(user: unknown) {
  const login = vi.fn(async () => user);
  const notify = { error: vi.fn(), success: vi.fn(), info: vi.fn() };
  const app = {
    login,
    notify,
    ToastOutlet: () => <div data-testid="toasts" />,
    mountApp: vi.fn(),
  } as unknown as ShellApp;
  return { app, login, notify };
}

async function typeAndSend() {
  const user = userEvent.setup();
  await user.type(screen.getByPlaceholderText('Client code'), '1001');
  await user.type(screen.getByPlaceholderText('Password'), '123456');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

beforeEach(() => loadApp.mockReset());

describe('FirstLogin', () => {
  it('is usable before the app has loaded: nothing is fetched until the player sends the form', () => {
    render(<FirstLogin config={config} onLoggedIn={vi.fn()} />);
    expect(screen.getByPlaceholderText('Client code')).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'ROYAL EXCHANGE' })).toBeInTheDocument();
    expect(loadApp).not.toHaveBeenCalled();
  });

  it('loads the app on submit, logs in through it and hands the loaded app on', async () => {
    const { app, login } = fakeApp({ token: 't' });
    loadApp.mockResolvedValue(app);
    const onLoggedIn = vi.fn();
    render(<FirstLogin config={config} onLoggedIn={onLoggedIn} />);
    await typeAndSend();
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(app));
    expect(login).toHaveBeenCalledWith(config, { code: '1001', password: '123456', termsAgreed: true });
  });

  it('a refused login leaves the form ready for another try, with the toast outlet mounted', async () => {
    const { app } = fakeApp(null);
    loadApp.mockResolvedValue(app);
    const onLoggedIn = vi.fn();
    render(<FirstLogin config={config} onLoggedIn={onLoggedIn} />);
    await typeAndSend();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
    expect(screen.getByTestId('toasts')).toBeInTheDocument();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('says so when the app cannot be downloaded, and tries again on the next submit', async () => {
    const { app } = fakeApp({ token: 't' });
    loadApp.mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(app);
    const onLoggedIn = vi.fn();
    render(<FirstLogin config={config} onLoggedIn={onLoggedIn} />);
    await typeAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(app));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows a form problem through the app's toasts", async () => {
    const { app, notify } = fakeApp(null);
    loadApp.mockResolvedValue(app);
    render(<FirstLogin config={config} onLoggedIn={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Please enter your user name'));
  });
});
