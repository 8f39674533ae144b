import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { configureApiBases, loginPlayer, setRuntimeConfig, store, type LoginForm, type RuntimeConfig } from '@exchange/shared-auth';
import { App } from './App';

export { ToastOutlet, notify } from '@exchange/shared-ui';

let configured: RuntimeConfig | null = null;

/** Hands the runtime config to the shared store and HTTP client, once. */
function configure(config: RuntimeConfig): void {
  if (configured === config) return;
  setRuntimeConfig(config);
  configureApiBases(config.api);
  configured = config;
}

/** Renders the whole app into the page's root (replacing the first login screen, if it was there). */
export function mountApp(root: Root, config: RuntimeConfig): void {
  configure(config);
  root.render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
}

/** The spec's login, run from the first login screen before the app is mounted. */
export function login(config: RuntimeConfig, form: LoginForm) {
  configure(config);
  return store.dispatch(loginPlayer(form));
}
