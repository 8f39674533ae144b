// Federated types (issue 19): each remote publishes the types of what it exposes (@mf-types.zip beside
// its mf-manifest.json, written by its build); the shell type-checks against those published types,
// never against a remote's source; a remote checks alone that its published module still satisfies
// the shared contract (RemoteModule).
//
//   node scripts/federated-types.mjs shell [--from=source|dist|<manifest URL>] [--casino=<manifest URL>] [--sportsbook=…]
//   node scripts/federated-types.mjs contract <casino|sportsbook> [--from=source|dist|<manifest URL>]
//
// --from=source (default) publishes the remote's types now, with the same generator and options as its
// build (@module-federation/dts-plugin), into .data/federated-types/published/<remote>/; --from=dist
// takes them from the remote's build output (DIST_DIR, default dist); a URL takes them from a running
// remote or a CDN, through its manifest; a path takes an @mf-types.zip as it is. Exits 1, with TypeScript's errors, when the check fails.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const REMOTES = ['sportsbook', 'casino'];
// The remotes' exposes, as in @exchange/build-tools (REMOTE_EXPOSES), which their rsbuild configs use.
const EXPOSES = { './routes': './src/routes.tsx' };
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');

// The MF type tooling, resolved the way the remotes' build resolves it (through @module-federation/enhanced).
const fromEnhanced = createRequire(
  realpathSync(join(ROOT, 'apps/casino/node_modules/@module-federation/enhanced/package.json')),
);
const dtsCore = () => fromEnhanced('@module-federation/dts-plugin/core');
const AdmZip = createRequire(fromEnhanced.resolve('@module-federation/dts-plugin/core'))('adm-zip');

/** Writes <outDir>/@mf-types.zip for a remote, as its `rsbuild build` publishes it. */
export async function publishTypes(remote, outDir = join(ROOT, '.data/federated-types/published', remote)) {
  const context = join(ROOT, 'apps', remote);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  await dtsCore().generateTypes({
    remote: {
      context,
      outputDir: relative(context, outDir),
      tsConfigPath: './tsconfig.types.json',
      abortOnError: true,
      generateAPITypes: false,
      deleteTypesFolder: true,
      moduleFederationConfig: { name: remote, exposes: EXPOSES },
    },
    displayErrorInTerminal: true,
  });
  const zip = join(outDir, '@mf-types.zip');
  if (!existsSync(zip)) throw new Error(`${remote}: no @mf-types.zip was generated`);
  return zip;
}

async function download(manifestUrl) {
  const res = await fetch(manifestUrl);
  if (!res.ok) throw new Error(`${manifestUrl}: HTTP ${res.status}`);
  const manifest = await res.json();
  const zipName = manifest?.metaData?.types?.zip;
  if (!zipName)
    throw new Error(`${manifestUrl} publishes no types (metaData.types.zip is empty): was the remote built with dts?`);
  const zipUrl = new URL(join(manifest.metaData.types.path ?? '', zipName), manifestUrl);
  const zipRes = await fetch(zipUrl);
  if (!zipRes.ok) throw new Error(`${zipUrl}: HTTP ${zipRes.status}`);
  return Buffer.from(await zipRes.arrayBuffer());
}

/** The published archive of one remote, from its source (published now), its build output or a URL. */
async function publishedArchive(remote, from) {
  if (/^https?:\/\//.test(from)) return download(from);
  if (from === 'dist') {
    const zip = join(ROOT, 'apps', remote, process.env.DIST_DIR ?? 'dist', '@mf-types.zip');
    if (!existsSync(zip))
      throw new Error(`${zip} does not exist: build the remote first (pnpm --filter @exchange/${remote} build)`);
    return readFileSync(zip);
  }
  if (from === 'source') return readFileSync(await publishTypes(remote));
  if (from.endsWith('.zip') && existsSync(from)) return readFileSync(from);
  throw new Error(`--from must be source, dist, a manifest URL or an @mf-types.zip, got ${from}`);
}

/** Unpacks a remote's published types under <app>/node_modules/.federated-types/<remote>, where the check reads them. */
async function unpack(app, remote, from) {
  const dir = join(ROOT, 'apps', app, 'node_modules/.federated-types', remote);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  new AdmZip(await publishedArchive(remote, from)).extractAllTo(dir, true);
  if (!existsSync(join(dir, 'routes.d.ts')))
    throw new Error(`${remote}'s published types have no routes.d.ts (what './routes' exposes)`);
}

function tsc(project) {
  const result = spawnSync(process.execPath, [TSC, '-p', project], { cwd: ROOT, stdio: 'inherit' });
  return result.status === 0;
}

/** The contract check of one remote alone: its published './routes' against its own copy of the shared contract. */
function writeContractCheck(remote) {
  const dir = join(ROOT, 'apps', remote, 'node_modules/.federated-types');
  writeFileSync(
    join(dir, 'contract-check.ts'),
    [
      '// Generated by scripts/federated-types.mjs: the published module must satisfy the shared contract.',
      "import type { RemoteModule } from '@exchange/remote-contract';",
      `import type published from '${remote}/routes';`,
      'type IsAny<T> = 0 extends 1 & T ? true : false;',
      'type Satisfies<T extends RemoteModule> = T;',
      'export type Checked = Satisfies<typeof published>;',
      `export const publishedIsTyped: IsAny<typeof published> = false;`,
      '',
    ].join('\n'),
  );
  const tsconfig = {
    extends: '../../../../tsconfig.base.json',
    compilerOptions: { types: ['node'], paths: { [`${remote}/*`]: [`./${remote}/*`] } },
    files: ['./contract-check.ts'],
  };
  const file = join(dir, 'tsconfig.contract.json');
  writeFileSync(file, JSON.stringify(tsconfig, null, 2));
  return file;
}

function option(args, name) {
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

async function main(argv) {
  const [command, ...args] = argv;
  const from = option(args, 'from') ?? 'source';
  if (command === 'shell') {
    for (const remote of REMOTES) await unpack('shell', remote, option(args, remote) ?? from);
    const ok = tsc(join(ROOT, 'apps/shell/tsconfig.federated.json'));
    console.info(
      ok
        ? 'The shell type-checks against the remotes’ published types.'
        : 'The shell does not type-check against the remotes’ published types.',
    );
    return ok;
  }
  if (command === 'contract') {
    const remote = args.find((a) => !a.startsWith('--'));
    if (!REMOTES.includes(remote)) throw new Error(`contract needs a remote: ${REMOTES.join(' or ')}`);
    await unpack(remote, remote, from);
    const ok = tsc(writeContractCheck(remote));
    console.info(
      ok
        ? `${remote}'s published module satisfies RemoteModule.`
        : `${remote}'s published module does not satisfy RemoteModule.`,
    );
    return ok;
  }
  throw new Error('usage: federated-types.mjs shell [--from=…] | contract <remote> [--from=…]');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (ok) => process.exit(ok ? 0 : 1),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
