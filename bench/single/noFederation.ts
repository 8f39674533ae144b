// The single-bundle build's stand-in for the shell's federation/hostRuntime.ts: the same exports,
// and none of what the real one does as it loads (no runtime, no manifests, no shared modules). The
// shell's entry still requests this chunk on a page of the app, as it requests the real one.
export type HostFederation = never;

export function createHostFederation(): HostFederation {
  throw new Error('the single-bundle build has no federation runtime: ./staticRegistry.ts loads the remotes');
}
