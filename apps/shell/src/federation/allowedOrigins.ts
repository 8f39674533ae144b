/**
 * The origins the runtime config lists for remotes. Kept on globalThis because the federation
 * runtime evaluates its plugins apart from the application's modules.
 */
const KEY = Symbol.for('exchange.allowedRemoteOrigins');

type Holder = { [KEY]?: ReadonlySet<string> };

export function setAllowedRemoteOrigins(origins: readonly string[]): void {
  (globalThis as Holder)[KEY] = new Set(origins);
}

export function isAllowedRemoteOrigin(entry: string): boolean {
  const allowed = (globalThis as Holder)[KEY];
  if (!allowed) return false;
  try {
    return allowed.has(new URL(entry, window.location.href).origin);
  } catch {
    return false;
  }
}
