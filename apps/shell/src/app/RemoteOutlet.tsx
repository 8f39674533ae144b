import { useLocation } from '@exchange/shared-ui/router';
import { LoadingBlock } from '@exchange/shared-ui';
import { RemoteArea } from '../federation/RemoteArea';
import { ownershipOf } from '../federation/remoteForPath';
import { useRemotes } from '../federation/useRemotes';
import { NotFoundPage } from '../features/notFound';

/**
 * Every path the shell does not own is handed to the remote that owns it. A path no known prefix
 * claims waits for the remotes that have not loaded yet (one may declare it), then is not found.
 */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const ownership = ownershipOf(pathname, useRemotes({ load: true }));
  if (ownership.owner) {
    // Keyed by remote so a failure in one area never lingers when the player moves to another.
    return <RemoteArea key={ownership.owner} name={ownership.owner} />;
  }
  return ownership.pending.length ? <LoadingBlock /> : <NotFoundPage />;
}
