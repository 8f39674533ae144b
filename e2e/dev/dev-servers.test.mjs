// Dev servers start clean (issue 19): three cold starts in a row of the shell's, the sportsbook's and
// the casino's Rsbuild dev servers; each page opened once in a fresh browser must render (a non-empty
// body) with no page error. Before the fix, Rsbuild's default lazy compilation made the first load of
// federated code arrive through the HMR channel (a white screen, "reading 'call'").
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT } from '../../scripts/stack.mjs';
import { launchBrowser, startDevServers, startTestApi, url, watchPageErrors } from './harness.mjs';

let api;
before(async () => {
  api = await startTestApi();
});
after(async () => {
  await api?.stop();
});

for (const round of [1, 2, 3]) {
  test(
    `cold start ${round} of 3: :shell, :sportsbook and :casino render on their first load`,
    { timeout: 180_000 },
    async () => {
      const servers = await startDevServers({ configFile: api.configFile });
      const browser = await launchBrowser();
      try {
        for (const app of ['shell', 'sportsbook', 'casino']) {
          const context = await browser.newContext();
          const page = await context.newPage();
          const errors = watchPageErrors(page);
          await page.goto(url(app), { waitUntil: 'load', timeout: 60_000 });
          // The login form is the first screen of each page; a white screen never shows it.
          await page
            .getByTestId('login-form')
            .first()
            .waitFor({ timeout: 30_000 })
            .catch(() => undefined);
          const body = (await page.locator('body').innerText()).trim();
          assert.deepEqual(errors, [], `${app} (${url(app)}) had errors on its first load`);
          assert.ok(body.length > 0, `${app} (${url(app)}) showed a blank page on its first load`);
          assert.match(body, /Login/, `${app} (${url(app)}) did not show its login form`);
          await context.close();
        }
      } finally {
        await browser.close();
        await servers.stop();
      }
    },
  );
}

test(
  "a remote's standalone dev page renders on a deep link (its scripts are not asked for under the link's path)",
  { timeout: 180_000 },
  async () => {
    const servers = await startDevServers({ configFile: api.configFile, apps: ['casino'] });
    const browser = await launchBrowser();
    try {
      const page = await (await browser.newContext()).newPage();
      const errors = watchPageErrors(page);
      await page.goto(url('casino'));
      const form = page.getByTestId('login-form').first();
      await form.getByPlaceholder('Client code').fill('1001');
      await form.getByPlaceholder('Password').fill('123456');
      await form.getByRole('button', { name: 'Login' }).click();
      await page.getByText('Ravi (C1001)').first().waitFor({ timeout: 30_000 });
      await page.goto(url('casino', '/main/lucky7'));
      await page.getByText('Round ID:').waitFor({ timeout: 30_000 });
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
      await servers.stop();
    }
  },
);

test(
  'starting the dev servers leaves the production builds alone (pnpm start and the end-to-end tests serve them)',
  { timeout: 180_000 },
  async () => {
    const markers = ['shell', 'sportsbook', 'casino'].map((app) =>
      join(ROOT, 'apps', app, 'dist', '.kept-by-dev-server'),
    );
    for (const marker of markers) {
      mkdirSync(join(marker, '..'), { recursive: true });
      writeFileSync(marker, 'built');
    }
    const servers = await startDevServers({ configFile: api.configFile });
    try {
      // A dev server that empties its output folder does it while starting, before it answers.
      for (const marker of markers) assert.ok(existsSync(marker), `${marker} was deleted by the dev server`);
    } finally {
      await servers.stop();
      for (const marker of markers) rmSync(marker, { force: true });
    }
  },
);
