import { registerRemotesFromConfig } from '../federation/remoteRegistry';
import { remoteForPath } from '../federation/remoteForPath';
import { hasStoredSession } from './firstScreen';
import { runtimeConfig } from './runtimeConfig';
import { startRemotePage } from './startRemotePage';

/**
 * A page of the app (not the login form) needs a remote at once. This small chunk, requested by the
 * entry alongside the config, registers the remotes as soon as the config is known and, for a
 * stored session's deep link, starts that remote's page: its manifest, entry and first answers
 * leave before React and the app's chunks have even arrived, not after them.
 * A config that fails is reported by the bootstrap, which reads the same config.
 */
export async function startRemotesEarly(): Promise<void> {
  const config = await runtimeConfig();
  registerRemotesFromConfig(config);
  const { pathname } = window.location;
  const remote = remoteForPath(pathname);
  if (hasStoredSession() && remote) await startRemotePage(config, remote, pathname);
}
