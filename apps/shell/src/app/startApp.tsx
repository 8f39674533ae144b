import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { type RuntimeConfig } from '@exchange/remote-contract';
import { applyRuntimeConfig, loginPlayer, store, type LoginForm } from '@exchange/shared-auth';
import { App } from './App';
import '@exchange/shared-ui/devanagari.css';

export { ToastOutlet, notify } from '@exchange/shared-ui';

/** Renders the whole app into the page's root (replacing the first login screen, if it was there). */
export function mountApp(root: Root, config: RuntimeConfig): void {
  applyRuntimeConfig(config);
  root.render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
}

/** The spec's login, run from the first login screen before the app is mounted. */
export function login(config: RuntimeConfig, form: LoginForm) {
  applyRuntimeConfig(config);
  return store.dispatch(loginPlayer(form));
}
