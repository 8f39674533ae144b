import { useMatches } from '@exchange/shared-ui/router';
import { ownershipOf } from '../federation/remoteForPath';
import { AREA_NAMES, titledRoutesOf } from '../federation/remoteDeclarations';
import type { RemotesSnapshot } from '../federation/remoteRegistry';
import { DEFAULT_TITLE, headerTitle, type ShellRouteHandle } from './headerTitle';

/**
 * The header title of the current page: the shell route's own, or the one the owning remote
 * declares for the path. While that remote is still loading the title is empty rather than wrong;
 * a remote that failed is named by its area, as its error panel is.
 */
export function useHeaderTitle(pathname: string, remotes: RemotesSnapshot): string {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as ShellRouteHandle | undefined;
  if (!handle?.remote)
    return (
      handle?.title ??
      [...matches]
        .reverse()
        .map((m) => (m.handle as ShellRouteHandle | undefined)?.title)
        .find(Boolean) ??
      DEFAULT_TITLE
    );
  const ownership = ownershipOf(pathname, remotes);
  if (!ownership.owner) return ownership.pending.length ? '' : DEFAULT_TITLE;
  const status = remotes.remotes.find((remote) => remote.name === ownership.owner)?.status;
  if (status?.state === 'loaded') return headerTitle(pathname, titledRoutesOf(status.module));
  return status?.state === 'failed' ? AREA_NAMES[ownership.owner] : '';
}
