import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Records which remote failed and why, so an operator can read it in the console, then lets the
 * error reach the React error boundary that shows the area's fallback with a retry.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-failure-plugin',
    errorLoadRemote(args) {
      const reason = args.error instanceof Error ? args.error.message : String(args.error);
      console.error(`[federation] remote module "${args.id}" failed during ${args.lifecycle}: ${reason}`);
      return undefined;
    },
  };
}
