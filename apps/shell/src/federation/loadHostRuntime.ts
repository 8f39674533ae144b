/**
 * The one place the shell asks for the federation runtime's chunk (./hostRuntime.ts): the entry
 * early, on a page of the app, and the remote registry on first use. The bundler makes a chunk per
 * `import()` call site, so two call sites built the runtime into two chunks, and the registry's
 * first use waited for its own copy to download and run behind the app's chunks.
 */
export function loadHostRuntime(): Promise<typeof import('./hostRuntime')> {
  return import('./hostRuntime');
}
