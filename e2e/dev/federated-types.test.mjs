// Federated types (issue 19), on a copy of the repository: the shell type-checks against the types
// the remotes publish; a planted incompatible change of the casino's exposed module (its route list
// renamed) fails the shell's typecheck and the casino's own contract check, naming the casino.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { copyRepo } from './harness.mjs';

let copy;
before(() => {
  copy = copyRepo();
});
after(() => copy?.remove());

function federatedTypes(...args) {
  const result = spawnSync(process.execPath, [join(copy.dir, 'scripts/federated-types.mjs'), ...args], {
    cwd: copy.dir,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

test('the shell type-checks against the remotes as they publish them today', { timeout: 240_000 }, () => {
  const { status, output } = federatedTypes('shell');
  assert.equal(status, 0, output);
});

test(
  "an incompatible change of the casino's exposed module fails the shell's typecheck and the casino's contract check",
  { timeout: 240_000 },
  () => {
    const routes = join(copy.dir, 'apps/casino/src/routes.tsx');
    const source = readFileSync(routes, 'utf8');
    assert.ok(
      source.includes('const casino: RemoteModule = {') && source.includes('  routes: ['),
      'routes.tsx changed shape; update this test',
    );
    // Compiles on its own (the casino's own typecheck passes), but no longer is a RemoteModule.
    writeFileSync(
      routes,
      source.replace('const casino: RemoteModule = {', 'const casino = {').replace('  routes: [', '  pages: ['),
    );

    // The sportsbook is unchanged: its archive published by the first test is reused.
    const sportsbookTypes = join(copy.dir, '.data/federated-types/published/sportsbook/@mf-types.zip');
    const shell = federatedTypes('shell', `--sportsbook=${sportsbookTypes}`);
    assert.notEqual(shell.status, 0, 'the shell type-checked against an incompatible casino');
    assert.match(shell.output, /published-remotes\.ts.*error TS2344/s);
    assert.match(shell.output, /routes/);

    const contract = federatedTypes('contract', 'casino');
    assert.notEqual(contract.status, 0, 'the casino passed its contract check with an incompatible module');
    assert.match(contract.output, /does not satisfy RemoteModule/);
  },
);
