import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isAllowedRemoteOrigin } from './allowedOrigins';

/**
 * Refuses to load a remote whose entry is not on an origin the runtime config lists, whoever
 * registered it. The Content-Security-Policy blocks such scripts too; this says why, in the console.
 */
export default function remoteOriginGuardPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-origin-guard-plugin',
    async beforeRequest(args) {
      const remote = args.options.remotes.find((r) => args.id === r.name || args.id.startsWith(`${r.name}/`));
      const entry = remote && 'entry' in remote ? remote.entry : undefined;
      if (remote && (!entry || !isAllowedRemoteOrigin(entry))) {
        throw new Error(
          `[federation] remote "${remote.name}" at ${entry ?? 'an unknown entry'} is not on an origin listed in config.json; not loaded`,
        );
      }
      return args;
    },
  };
}
