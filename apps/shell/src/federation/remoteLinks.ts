import type { RemoteLinks } from '@exchange/remote-contract';
import { useCallback } from 'react';
import type { RemotesSnapshot } from './remoteRegistry';
import { useRemotes } from './useRemotes';

type LinkKind = keyof RemoteLinks;
type LinkArgs<K extends LinkKind> = Parameters<NonNullable<RemoteLinks[K]>>;

/** A path of this site: one leading slash, no scheme, no protocol-relative `//`. */
const isOwnPath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !/[\s\\]/.test(value);

/**
 * The page a shell screen opens in a remote (contract 1.7): what the first loaded remote, in config
 * order, answers for `kind`; undefined when none can say (still loading, failed, built before 1.7,
 * or it has no such page). A remote is another team's build: a throw or an answer that is not a path
 * of this site counts as no answer, and is logged.
 */
export function remoteLink<K extends LinkKind>(
  remotes: RemotesSnapshot,
  kind: K,
  ...args: LinkArgs<K>
): string | undefined {
  for (const { name, status } of remotes.remotes) {
    if (status.state !== 'loaded') continue;
    const link = status.module.links?.[kind] as ((...a: LinkArgs<K>) => unknown) | undefined;
    if (typeof link !== 'function') continue;
    let answer: unknown;
    try {
      answer = link(...args);
    } catch (error) {
      console.warn(`[federation] ${name}: links.${kind} threw`, error);
      continue;
    }
    if (isOwnPath(answer)) return answer;
    if (answer !== undefined) console.warn(`[federation] ${name}: links.${kind} answered no path of this site`);
  }
  return undefined;
}

/** `remoteLink` over the remotes as they load: a screen re-renders when a remote arrives. */
export function useRemoteLink() {
  const remotes = useRemotes({ load: true });
  return useCallback(
    <K extends LinkKind>(kind: K, ...args: LinkArgs<K>) => remoteLink(remotes, kind, ...args),
    [remotes],
  );
}
