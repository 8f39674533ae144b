import { createAppStore } from './store';
import { getRuntimeConfig } from '../config/runtimeConfig';

/**
 * The one store of the running product. shared-auth is a federation singleton, so the shell and
 * every remote that imports this module get this very instance.
 */
export const store = createAppStore({
  storage: typeof window === 'undefined' ? undefined : window.localStorage,
  originId: () => {
    try {
      return getRuntimeConfig().originId;
    } catch {
      return 'exchange-web';
    }
  },
});
