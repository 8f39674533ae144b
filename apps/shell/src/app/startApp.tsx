import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { type RuntimeConfig } from '@exchange/remote-contract';
import { applyRuntimeConfig, loadPasswordEncryption, loginPlayer, store, type LoginForm } from '@exchange/shared-auth';
import { App } from './App';

import { notify } from '@exchange/shared-ui';

export { ToastOutlet, notify } from '@exchange/shared-ui';

/**
 * Renders the whole app into the page's root (replacing the first login screen, if it was there).
 * As a transition, so that React yields to the browser while it builds the first tree (about 300 ms
 * of the main thread on a mid-range phone): an answer that arrives meanwhile is handled at once. A
 * deep link's first data (a match's event data, then its odds) is on its way by then, and the odds
 * request no longer waits for the whole first render to finish.
 */
export function mountApp(root: Root, config: RuntimeConfig): void {
  applyRuntimeConfig(config);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    ),
  );
}

/** Starts loading the password's encryption, for a login form on screen (the first screen's idle time). */
export function prepareLogin(): void {
  void loadPasswordEncryption();
}

/**
 * The spec's login, run from the first login screen before the app is mounted; its refusals are
 * toasted in the language on screen (the catalogue's `notify`).
 */
export function login(config: RuntimeConfig, form: LoginForm) {
  applyRuntimeConfig(config);
  return store.dispatch(loginPlayer(form, notify.error));
}
