import { createRoot } from 'react-dom/client';
import { applyDeviceLanguage } from '@exchange/shared-ui/login';
import { ConfigErrorPage } from './app/ConfigErrorPage';
import { FirstLogin } from './boot/FirstLogin';
import { firstScreen, hasStoredSession } from './boot/firstScreen';
import { loadApp } from './boot/loadApp';
import { runtimeConfig } from './boot/runtimeConfig';
import { remoteForPath } from './federation/remoteForPath';
import { registerRemotesFromConfig } from './federation/remoteRegistry';
import { startRemotePage } from './boot/startRemotePage';

const root = createRoot(document.getElementById('root')!);

function showError(title: string, error: unknown) {
  root.render(<ConfigErrorPage title={title} message={error instanceof Error ? error.message : String(error)} />);
}

async function start() {
  // The device's language before anything is drawn, so no screen flashes in the other one.
  applyDeviceLanguage();
  let config;
  try {
    config = await runtimeConfig();
  } catch (error) {
    showError('The site is not configured correctly', error);
    return;
  }
  registerRemotesFromConfig(config);
  const loggedIn = hasStoredSession();
  const { pathname } = window.location;
  if (firstScreen(pathname, loggedIn) === 'login') {
    root.render(
      <FirstLogin
        config={config}
        onLoggedIn={(app) => {
          window.history.replaceState(null, '', '/confirm');
          app.mountApp(root, config);
        }}
      />,
    );
    return;
  }
  // The remote a deep link needs, and its page, download alongside the app instead of after it.
  const remote = remoteForPath(pathname);
  if (loggedIn && remote) void startRemotePage(config, remote, pathname);
  try {
    (await loadApp()).mountApp(root, config);
  } catch (error) {
    showError('The site could not be loaded', error);
  }
}

void start();
