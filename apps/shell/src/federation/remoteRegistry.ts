import { setAllowedRemoteOrigins } from './allowedOrigins';
import type { HostFederation } from './hostRuntime';
import { loadHostRuntime } from './loadHostRuntime';
// The boot entry, not the shared package: remotes are registered and preloaded before the store loads.
import {
  allowedRemoteOrigins,
  isCompatibleContract,
  PRELOAD_EXPOSE,
  type RemoteModule,
  type RemotePreload,
  type RemoteName,
  type RuntimeConfig,
} from '@exchange/remote-contract';

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    message: string,
    readonly kind: 'unavailable' | 'incompatible' = 'unavailable',
  ) {
    super(message);
  }
}

let entries: Partial<Record<RemoteName, string>> = {};
/** The operator's path prefixes per remote (config.json `remotePaths`), for routing before a remote loads. */
let configuredPaths: Partial<Record<RemoteName, readonly string[]>> = {};
const modules = new Map<RemoteName, Promise<RemoteModule>>();

/** Where each configured remote stands; what the shell's navigation, titles and routing read. */
export type RemoteStatus = { state: 'pending' | 'failed' } | { state: 'loaded'; module: RemoteModule };
export type RemotesSnapshot = {
  /** The configured remotes, in config order, each with its status and the operator's prefixes. */
  remotes: readonly { name: RemoteName; status: RemoteStatus; configuredPaths: readonly string[] }[];
};
let snapshot: RemotesSnapshot = { remotes: [] };
const listeners = new Set<() => void>();
const statuses = new Map<RemoteName, RemoteStatus>();

function publish(): void {
  snapshot = {
    remotes: (Object.keys(entries) as RemoteName[]).map((name) => ({
      name,
      status: statuses.get(name) ?? { state: 'pending' },
      configuredPaths: configuredPaths[name] ?? [],
    })),
  };
  for (const listener of listeners) listener();
}

function setStatus(name: RemoteName, status: RemoteStatus): void {
  statuses.set(name, status);
  publish();
}

/** For useSyncExternalStore: the same object until a remote's status changes. */
export function remotesSnapshot(): RemotesSnapshot {
  return snapshot;
}

export function subscribeRemotes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
/** The build each remote reported when it last loaded, for the operator's log when it fails later. */
const versions = new Map<RemoteName, string>();

let host: Promise<HostFederation> | undefined;
let registeredConfig: RuntimeConfig | undefined;

/**
 * The federation runtime, from its own chunk (./hostRuntime.ts) the first time a remote is preloaded
 * or loaded: the login form never waits for it. A chunk that fails to load is asked for again next time.
 */
function federation(): Promise<HostFederation> {
  if (!host) {
    const creating = loadHostRuntime().then(({ createHostFederation }) => createHostFederation(configuredRemotes()));
    creating.catch(() => {
      if (host === creating) host = undefined;
    });
    host = creating;
  }
  return host;
}

function configuredRemotes(): { name: string; entry: string }[] {
  return Object.entries(entries).map(([name, entry]) => ({ name, entry }));
}

/**
 * Registers the remotes the runtime config names; only origins listed there are ever loaded.
 * The federation runtime, with Module Federation's retry plugin (manifests, entries, chunks), loads
 * the first time a remote is preloaded or loaded (./hostRuntime.ts), not here: the login screen never
 * talks to a remote, so the runtime, the plugin and the copy of the federation SDK it brings stay out
 * of what a player downloads before login.
 */
export function registerRemotesFromConfig(config: RuntimeConfig): void {
  // The entry's early start and the bootstrap both register the one config the page read.
  if (config === registeredConfig) return;
  registeredConfig = config;
  const allowed = new Set(allowedRemoteOrigins(config));
  setAllowedRemoteOrigins([...allowed]);
  entries = {};
  for (const [name, entry] of Object.entries(config.remotes) as [RemoteName, string][]) {
    if (allowed.has(new URL(entry).origin)) entries[name] = entry;
  }
  configuredPaths = config.remotePaths ?? {};
  modules.clear();
  statuses.clear();
  // A runtime made before this config learns the new remotes; one made later reads them itself.
  const remotes = configuredRemotes();
  void host?.then((federation) => federation.registerRemotes(remotes, { force: true }));
  publish();
}

function validate(name: RemoteName, loaded: unknown): RemoteModule {
  const candidate = (loaded as { default?: unknown } | null)?.default ?? loaded;
  const mod = candidate as Partial<RemoteModule> | null;
  if (!mod || !Array.isArray(mod.routes)) throw new RemoteLoadError(name, `${name} did not expose a route list`);
  if (typeof mod.version === 'string') versions.set(name, mod.version);
  if (!isCompatibleContract(mod.contractVersion)) {
    throw new RemoteLoadError(
      name,
      `${name} ${mod.version ?? '?'} was built for contract ${String(mod.contractVersion)}`,
      'incompatible',
    );
  }
  return mod as RemoteModule;
}

/** Names a remote for the log: its name, the build it reported (if it ever loaded) and where it came from. */
export function describeRemote(name: RemoteName): string {
  return `${name} ${versions.get(name) ?? '(version unknown)'} from ${entries[name] ?? 'no configured entry'}`;
}

/** The remote's route module, loaded once and shared by every render that needs it. */
export function loadRemoteModule(name: RemoteName): Promise<RemoteModule> {
  const cached = modules.get(name);
  if (cached) return cached;
  const loading = (async () => {
    if (!entries[name]) throw new RemoteLoadError(name, `${name} is not configured`);
    try {
      return validate(name, await (await federation()).loadRemote(`${name}/routes`));
    } catch (error) {
      if (error instanceof RemoteLoadError) throw error;
      throw new RemoteLoadError(name, error instanceof Error ? error.message : String(error));
    }
  })();
  modules.set(name, loading);
  // Published when settled (never during a render that asked for the module).
  loading.then(
    (module) => modules.get(name) === loading && setStatus(name, { state: 'loaded', module }),
    () => modules.get(name) === loading && setStatus(name, { state: 'failed' }),
  );
  return loading;
}

/** The optional `./preload` expose's default export (contract 1.4), if the remote has one. */
export async function loadRemotePreload(name: RemoteName): Promise<RemotePreload | undefined> {
  if (!entries[name]) return undefined;
  try {
    const loaded: unknown = await (await federation()).loadRemote(`${name}/${PRELOAD_EXPOSE}`);
    const preload = (loaded as { default?: unknown } | null)?.default ?? loaded;
    return typeof preload === 'function' ? (preload as RemotePreload) : undefined;
  } catch {
    // A remote built before contract 1.4 has no such module: its routes' `preload` stands in.
    return undefined;
  }
}

/** Loads every configured remote's route module (what the navigation and routing are built from). */
export function loadAllRemoteModules(): void {
  for (const name of Object.keys(entries) as RemoteName[]) loadRemoteModule(name).catch(() => undefined);
}

/**
 * Fetches a remote's manifest, entry and the chunks of its routes module in parallel, without
 * running them, so that opening its page does not wait on those round trips one after another.
 * Only the routes module itself ('sync'): each page's own chunk still loads when it is opened, so a
 * player on mobile data never downloads every table of a remote they may not visit.
 * Best effort: a failure here shows up, handled, when the page really loads the remote.
 */
export function preloadRemote(name: RemoteName): void {
  if (!entries[name] || modules.has(name)) return;
  federation()
    .then((host) => host.preloadRemote([{ nameOrAlias: name, exposes: ['./routes'], resourceCategory: 'sync' }]))
    .catch(() => undefined);
}

/** Forgets a failed remote so the next attempt fetches its manifest and chunks afresh. */
export function forgetRemote(name: RemoteName): void {
  modules.delete(name);
  const entry = entries[name];
  if (entry) void host?.then((federation) => federation.registerRemotes([{ name, entry }], { force: true }));
  setStatus(name, { state: 'pending' });
}
