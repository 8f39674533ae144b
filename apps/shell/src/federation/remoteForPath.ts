import type { RemoteName } from '@exchange/remote-contract';
import { prefixesOf } from './remoteDeclarations';
import { remotesSnapshot, type RemotesSnapshot } from './remoteRegistry';

/**
 * Which remote owns a path. The shell's own routes are matched before this (by the router).
 * Each configured remote claims the prefixes the operator gave it (config.json `remotePaths`,
 * known before anything loads), the prefixes it declares once loaded (contract 1.3), and its own
 * name. The longest claimed prefix wins; on a tie, the remote listed first in the config.
 * The operator's prefixes are final at once (a cold deep link goes straight to its remote); any
 * other answer waits until every remote has loaded or failed, since one not loaded yet may claim a
 * longer prefix (sportsbook 'main/matches' under the casino's 'main').
 */
export type Ownership =
  | { owner: RemoteName }
  /** No claim matches yet, but a remote that has not loaded may still claim it. */
  | { owner: null; pending: RemoteName[] };

function startsWithSegment(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

export function ownershipOf(pathname: string, snapshot: RemotesSnapshot = remotesSnapshot()): Ownership {
  const path = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  let best: { owner: RemoteName; length: number; configured: boolean } | null = null;
  const pending: RemoteName[] = [];
  for (const { name, status, configuredPaths } of snapshot.remotes) {
    if (status.state === 'pending') pending.push(name);
    const claims = [
      ...configuredPaths.map((prefix) => ({ prefix, configured: true })),
      ...(status.state === 'loaded' ? prefixesOf(status.module) : []).map((prefix) => ({ prefix, configured: false })),
      { prefix: name, configured: false },
    ];
    for (const { prefix, configured } of claims) {
      if (startsWithSegment(path, prefix) && (!best || prefix.length > best.length))
        best = { owner: name, length: prefix.length, configured };
    }
  }
  return best && (best.configured || pending.length === 0) ? { owner: best.owner } : { owner: null, pending };
}

/** The owner known now (config and loaded remotes), or null: not claimed, or not known before the remotes load. */
export function remoteForPath(pathname: string, snapshot?: RemotesSnapshot): RemoteName | null {
  return ownershipOf(pathname, snapshot).owner;
}
