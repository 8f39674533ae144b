/**
 * Builds React Router's production variant into a production build. `react-router`'s package
 * `exports` name only `dist/development` (as of 7.18), which sets `ENABLE_DEV_WARNINGS = true`: a
 * build would carry the router's development warnings and their checks (`No routes matched location`,
 * the default error boundary's `console.error`). Its `dist/production` is the same code with that
 * constant false.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** The production files of the `react-router` that `react-router-dom`, as the app resolves it, uses. */
export function productionRouterAliases(appRoot: string): Record<string, string> {
  const fromApp = createRequire(join(appRoot, 'package.json'));
  const fromDom = createRequire(fromApp.resolve('react-router-dom'));
  const packageDir = join(fromDom.resolve('react-router/package.json'), '..');
  const aliases = {
    'react-router$': join(packageDir, 'dist/production/index.mjs'),
    'react-router/dom$': join(packageDir, 'dist/production/dom-export.mjs'),
  };
  // A later release that drops the folder must fail the build, not fall back to a missing file.
  for (const file of Object.values(aliases)) {
    if (!existsSync(file)) throw new Error(`React Router's production build is not at ${file}`);
  }
  return aliases;
}

/** The slice of Rsbuild's plugin API this plugin uses (this package does not depend on Rsbuild: each app brings its own). */
type Config = { resolve?: { alias?: unknown } };
interface ConfigApi {
  context: { rootPath: string };
  modifyRsbuildConfig(
    modify: (config: Config, utils: { mergeRsbuildConfig: (...configs: Config[]) => Config }) => Config,
  ): void;
}

/** Rsbuild plugin, in a build only: a dev server keeps the development variant and its warnings. */
export function pluginProductionRouter() {
  return {
    name: 'exchange:production-router',
    apply: 'build' as const,
    setup(api: ConfigApi) {
      api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) =>
        mergeRsbuildConfig(config, { resolve: { alias: productionRouterAliases(api.context.rootPath) } }),
      );
    },
  };
}
