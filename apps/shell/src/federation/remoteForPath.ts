import type { RemoteName } from '@exchange/shared-auth';

/** Which remote owns a path, by the spec's route list. Shell routes are matched before this. */
const SPORTSBOOK_PREFIXES = ['cricket', 'game', 'complete-games', 'complete_detail', 'main/matches'];
const CASINO_PREFIXES = ['casino', 'main', 'reports', 'lottery'];

function startsWithSegment(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

export function remoteForPath(pathname: string): RemoteName | null {
  const path = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  if (SPORTSBOOK_PREFIXES.some((p) => startsWithSegment(path, p))) return 'sportsbook';
  if (CASINO_PREFIXES.some((p) => startsWithSegment(path, p))) return 'casino';
  return null;
}
