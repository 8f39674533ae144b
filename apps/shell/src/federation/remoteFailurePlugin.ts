import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { PRELOAD_EXPOSE } from '@exchange/remote-contract';

/**
 * Records which remote failed and why, so an operator can read it in the console, then lets the
 * error reach the React error boundary that shows the area's fallback with a retry.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-failure-plugin',
    errorLoadRemote(args) {
      // `./preload` is optional (contract 1.4): a remote without it is not failing.
      if (typeof args.id === 'string' && args.id.endsWith(`/${PRELOAD_EXPOSE}`)) return undefined;
      const reason = args.error instanceof Error ? args.error.message : String(args.error);
      console.error(`[federation] remote module "${args.id}" failed during ${args.lifecycle}: ${reason}`);
      return undefined;
    },
  };
}
