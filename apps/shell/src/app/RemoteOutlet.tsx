import { useLocation } from 'react-router-dom';
import { RemoteArea } from '../federation/RemoteArea';
import { remoteForPath } from '../federation/remoteForPath';
import { NotFoundPage } from '../features/notFound/NotFoundPage';

/** Every path the shell does not own is handed to the remote that owns it. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (!remote) return <NotFoundPage />;
  // Keyed by remote so a failure in one area never lingers when the player moves to another.
  return <RemoteArea key={remote} name={remote} />;
}
