import { useEffect, useSyncExternalStore } from 'react';
import { loadAllRemoteModules, remotesSnapshot, subscribeRemotes, type RemotesSnapshot } from './remoteRegistry';

/**
 * The configured remotes and what each has declared so far; re-renders when one loads or fails.
 * With `load`, it also starts loading every remote's route module (the framed pages need them for
 * the navigation); each loads once, whoever asks.
 */
export function useRemotes({ load = false }: { load?: boolean } = {}): RemotesSnapshot {
  const snapshot = useSyncExternalStore(subscribeRemotes, remotesSnapshot, remotesSnapshot);
  const pending = snapshot.remotes.some((r) => r.status.state === 'pending');
  useEffect(() => {
    if (load && pending) loadAllRemoteModules();
  }, [load, pending]);
  return snapshot;
}
