import { createRoot } from 'react-dom/client';
// The Devanagari faces and the switch's label face, once per page: a remote must not carry them
// again (each copy would be another FontFace of the same family in the document).
import '@exchange/shared-ui/devanagari.css';
import { applyDeviceLanguage, type LoginKey } from '@exchange/shared-ui/login';
import { ConfigErrorPage } from './app/ConfigErrorPage';
import { FirstLogin } from './boot/FirstLogin';
import { firstScreen, hasStoredSession } from './boot/firstScreen';
import { loadApp } from './boot/loadApp';
import { runtimeConfig } from './boot/runtimeConfig';
import { registerRemotesFromConfig } from './federation/remoteRegistry';

const root = createRoot(document.getElementById('root')!);

function showError(title: LoginKey, error: unknown) {
  root.render(<ConfigErrorPage title={title} message={error instanceof Error ? error.message : String(error)} />);
}

async function start() {
  // The device's language before anything is drawn, so no screen flashes in the other one.
  applyDeviceLanguage();
  let config;
  try {
    config = await runtimeConfig();
  } catch (error) {
    showError('boot.notConfigured', error);
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
  // The remote a deep link needs, and its page, started downloading with the config (index.ts).
  try {
    (await loadApp()).mountApp(root, config);
  } catch (error) {
    showError('boot.notLoaded', error);
  }
}

void start();
