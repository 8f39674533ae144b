/**
 * Puts V8's explicit compile hint, `//# allFunctionsCalledOnLoad` (Chrome 136 and later), at the top of
 * every script of a production build. V8 then compiles all of a script's functions while the script
 * streams in, on a background thread, instead of compiling each function on the main thread the
 * first time it is called. Our chunks are split so that each loads when its code is about to run
 * (a page's framework, store, federation runtime and the page's own modules), so on a cold load most
 * of what they hold is called at once: a cold match spent its main thread compiling React DOM, the
 * store and the federation runtime function by function (docs/decisions/0016-production-scripts.md).
 * A browser that does not know the comment reads a comment. Part of each app's own `rsbuild build`
 * (and of the bench's single-bundle build), after minification, which would drop it.
 */
import { COMPILE_HINT } from './compileHint.mjs';

export { COMPILE_HINT };

/** Which emitted files get the hint: scripts only (not their source maps, styles or the manifest). */
export const HINTED = /\.m?js$/;

/** The slice of Rspack this plugin uses (this package does not depend on Rspack: each app brings its own). */
interface BannerOptions {
  banner: string;
  raw: boolean;
  stage: number;
  include: RegExp;
}
interface RspackLike {
  BannerPlugin: new (options: BannerOptions) => unknown;
  Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number };
}
interface RspackConfigApi {
  modifyRspackConfig(
    modify: (
      config: unknown,
      utils: { isProd: boolean; rspack: RspackLike; appendPlugins: (plugin: unknown) => void },
    ) => void,
  ): void;
}

/** The banner plugin's options: the hint as it is (not wrapped in a comment), after the minifier ran. */
export function compileHintOptions(rspack: RspackLike): BannerOptions {
  return {
    banner: COMPILE_HINT,
    raw: true,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
    include: HINTED,
  };
}

/** Rsbuild plugin, in a production build only: a dev server's unminified bundles stay lazily compiled. */
export function pluginCompileHints() {
  return {
    name: 'exchange:compile-hints',
    setup(api: RspackConfigApi) {
      api.modifyRspackConfig((_config, { isProd, rspack, appendPlugins }) => {
        if (isProd) appendPlugins(new rspack.BannerPlugin(compileHintOptions(rspack)));
      });
    },
  };
}
