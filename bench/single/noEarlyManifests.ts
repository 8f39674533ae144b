// The single-bundle build's stand-in for the shell's federation/earlyManifests.ts: the same exports,
// and none of what the real one does (no remote's manifest is asked for, no remote script preloaded).
// The single bundle has no manifests: its pages are in its own chunks.
export function fetchManifestsEarly(): void {}

export function fetchManifestEarly(): void {}

export function takeEarlyManifest(): undefined {
  return undefined;
}

export function firstScripts(): string[] {
  return [];
}

export function earlyPreloadPlugin(): { name: string } {
  return { name: 'early-preload-plugin' };
}
