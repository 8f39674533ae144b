/**
 * A remote's deep-link hints (contract 1.6), written into its mf-manifest.json's `metaData` at
 * build time: for each cold deep link the remote declares, the files of the page's chunks and the
 * page's first reads. The shell starts both as soon as the manifest arrives, instead of once the
 * remote's `./preload` has arrived and run (issue 12: on a cold match that was ~0.8 s later).
 *
 * A remote names a page's chunks by their chunk names (`import(/* webpackChunkName: "name" *\/ ...)`);
 * the build fails when one of those names is no longer a chunk, so a renamed import cannot leave
 * the hint silently empty.
 */
import { DEEP_LINKS_FIELD, type DeepLinkHint, type DeepLinkSource } from '@exchange/remote-contract';

/** What the hint needs of a chunk group of the compilation (rspack's and webpack's alike). */
export type ChunkGroupLike = { name?: string | null; getFiles(): string[] };

/** Each source with the files of its named chunks (scripts and stylesheets, source maps left out). */
export function deepLinkHints(
  sources: readonly DeepLinkSource[],
  chunkGroups: Iterable<ChunkGroupLike>,
): DeepLinkHint[] {
  const groups = [...chunkGroups];
  return sources.map((source) => {
    const files = new Set<string>();
    for (const name of source.chunks) {
      const group = groups.find((g) => g.name === name);
      if (!group) throw new Error(`deep link ${source.path}: no chunk is named "${name}"`);
      for (const file of group.getFiles()) files.add(file);
    }
    const all = [...files].filter((file) => !file.includes('.hot-update.'));
    return {
      path: source.path,
      js: all.filter((file) => file.endsWith('.js')),
      css: all.filter((file) => file.endsWith('.css')),
      reads: source.reads.map((read) => ({ ...read })),
    };
  });
}

/** The Module Federation plugin's `manifest` option that adds the hints to the manifest's metaData. */
export function deepLinkManifest(sources: readonly DeepLinkSource[]) {
  return {
    additionalData<S extends { metaData: object }>({
      stats,
      compilation,
    }: {
      stats: S;
      compilation: { chunkGroups: Iterable<ChunkGroupLike> };
    }): S {
      Object.assign(stats.metaData, { [DEEP_LINKS_FIELD]: deepLinkHints(sources, compilation.chunkGroups) });
      return stats;
    },
  };
}
