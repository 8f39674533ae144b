// The single-bundle build's stand-in for the shell's federation/remoteRegistry.ts: the same
// exports, but the sportsbook's and the casino's route modules are part of the one build, resolved
// by the bundler at build time (no manifest, no remote entry, no share scope). They are split off
// with import(), as an ordinary application splits its routes; imported eagerly here, they would
// load both apps' routes (and everything they import) before the login form, and the comparison
// would flatter Module Federation.
import type { RemoteModule, RemoteName, RemotePreload, RuntimeConfig } from '@exchange/remote-contract';

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    message: string,
    readonly kind: 'unavailable' | 'incompatible' = 'unavailable',
  ) {
    super(message);
  }
}

// The one place where the shell's code meets the remotes' sources: what federation does at run time.
const IMPORTS: Record<string, () => Promise<{ default: RemoteModule }>> = {
  sportsbook: () => import('../../apps/sportsbook/src/routes'),
  casino: () => import('../../apps/casino/src/routes'),
};
const modules = new Map<string, Promise<RemoteModule>>();
const loaded = new Map<string, RemoteModule>();

/** Where each remote stands, as the shell's navigation, titles and routing read it (same shape as federated). */
export type RemoteStatus = { state: 'pending' | 'failed' } | { state: 'loaded'; module: RemoteModule };
export type RemotesSnapshot = {
  remotes: readonly { name: RemoteName; status: RemoteStatus; configuredPaths: readonly string[] }[];
};
const NAMES = Object.keys(IMPORTS) as RemoteName[];
let configuredPaths: Partial<Record<RemoteName, readonly string[]>> = {};
const statuses = new Map<RemoteName, RemoteStatus>();
const listeners = new Set<() => void>();
let snapshot: RemotesSnapshot = { remotes: [] };

function publish(): void {
  snapshot = {
    remotes: NAMES.map((name) => ({
      name,
      status: statuses.get(name) ?? { state: 'pending' },
      configuredPaths: configuredPaths[name] ?? [],
    })),
  };
  for (const listener of listeners) listener();
}

export function remotesSnapshot(): RemotesSnapshot {
  return snapshot;
}

export function subscribeRemotes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Nothing to register (the remotes are compiled in); the config's path prefixes route cold links, as federated. */
export function registerRemotesFromConfig(config: RuntimeConfig): void {
  configuredPaths = config.remotePaths ?? {};
  publish();
}

export function describeRemote(name: RemoteName): string {
  return `${name} ${loaded.get(name)?.version ?? '(version unknown)'} (part of the single bundle)`;
}

export function loadRemoteModule(name: RemoteName): Promise<RemoteModule> {
  const cached = modules.get(name);
  if (cached) return cached;
  const load = IMPORTS[name];
  const loading = load
    ? load().then(
        (m) => {
          loaded.set(name, m.default);
          statuses.set(name, { state: 'loaded', module: m.default });
          publish();
          return m.default;
        },
        (error: unknown) => {
          modules.delete(name);
          statuses.set(name, { state: 'failed' });
          publish();
          throw new RemoteLoadError(name, error instanceof Error ? error.message : String(error));
        },
      )
    : Promise.reject(new RemoteLoadError(name, `${name} is not part of the single bundle`));
  modules.set(name, loading);
  return loading;
}

/** Every remote's route module, as the federated shell loads them for its navigation. */
export function loadAllRemoteModules(): void {
  for (const name of NAMES) loadRemoteModule(name).catch(() => undefined);
}

export function forgetRemote(name: RemoteName): void {
  modules.delete(name);
}

/** What the shell's preloading does for a remote: its route module's chunks start downloading. */
export function preloadRemote(name: RemoteName): void {
  loadRemoteModule(name).catch(() => undefined);
}

// A remote's light preload module (contract 1.4), as the one build splits it.
const PRELOADS: Record<string, () => Promise<{ default: RemotePreload }>> = {
  sportsbook: () => import('../../apps/sportsbook/src/preload'),
};

/** The remote's `./preload` default export, if it has one: the same light chunk as federated. */
export async function loadRemotePreload(name: RemoteName): Promise<RemotePreload | undefined> {
  try {
    return (await PRELOADS[name]?.())?.default;
  } catch {
    return undefined;
  }
}
