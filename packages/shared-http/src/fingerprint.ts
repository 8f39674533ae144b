/** Key beside `state` in localStorage, as the spec lists it. */
export const FINGERPRINT_KEY = 'fingerprint';

/**
 * A stable per-browser identifier sent as a header so the API can tell devices apart.
 * It is a random id kept in localStorage, not a tracking fingerprint built from hardware traits.
 */
export function getBrowserFingerprint(storage: Storage | undefined = globalThis.localStorage): string {
  try {
    const existing = storage?.getItem(FINGERPRINT_KEY);
    if (existing && /^[a-f0-9-]{16,64}$/.test(existing)) return existing;
    const created = crypto.randomUUID();
    storage?.setItem(FINGERPRINT_KEY, created);
    return created;
  } catch {
    return 'unavailable';
  }
}
