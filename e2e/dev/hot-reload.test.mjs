// Hot reload across the federation (issue 19): with the shell open on a casino table, a text changed
// in a casino component on disk (in a copy of the repository) shows in the shell's page within a few
// seconds, in place: the player is still logged in and the page never navigated.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  copyRepo,
  launchBrowser,
  loginAsRavi,
  startDevServers,
  startTestApi,
  url,
  watchPageErrors,
} from './harness.mjs';

const COMPONENT = 'apps/casino/src/features/table/CasinoTablePage.tsx';
const SPORTSBOOK_COMPONENT = 'apps/sportsbook/src/features/cricket/CricketPage.tsx';

test(
  'a casino component, then a sportsbook component, edited on disk update the page in the shell in place, still logged in',
  { timeout: 240_000 },
  async () => {
    const copy = copyRepo();
    const api = await startTestApi();
    let servers;
    let browser;
    try {
      servers = await startDevServers({ root: copy.dir, configFile: api.configFile });
      browser = await launchBrowser();
      const page = await (await browser.newContext()).newPage();
      const errors = watchPageErrors(page);
      await loginAsRavi(page);
      await page.goto(url('shell', '/main/lucky7'));
      await page.getByText('Round ID:').waitFor({ timeout: 60_000 });
      await page.getByText('Ravi (C1001)').first().waitFor();

      // A marker that only survives if the document is never reloaded or replaced.
      await page.evaluate(() => Object.assign(window, { hotReloadMarker: 'kept' }));
      let navigations = 0;
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations += 1;
      });

      const file = join(copy.dir, COMPONENT);
      const source = readFileSync(file, 'utf8');
      const label = "{tx('Round ID')}:";
      assert.ok(source.includes(label), `${COMPONENT} no longer shows ${label}; update this test`);
      writeFileSync(file, source.replace(label, 'Round no. (hot):'));

      await page.getByText('Round no. (hot):').waitFor({ timeout: 15_000 });
      assert.equal(await page.evaluate(() => window.hotReloadMarker), 'kept', 'the page was reloaded');
      assert.equal(navigations, 0, 'the page navigated');
      assert.ok(await page.getByText('Ravi (C1001)').first().isVisible(), 'the player is no longer shown as logged in');
      assert.match(page.url(), /\/main\/lucky7$/);

      // The same for the sportsbook: the shell on the cricket dashboard, a title edited in its page.
      await page.goto(url('shell', '/cricket'));
      await page.getByTestId('match-list').waitFor({ timeout: 60_000 });
      await page.evaluate(() => Object.assign(window, { hotReloadMarker: 'kept again' }));
      navigations = 0;
      const sportsFile = join(copy.dir, SPORTSBOOK_COMPONENT);
      const sportsSource = readFileSync(sportsFile, 'utf8');
      const title = "title={t('nav.cricket')}";
      assert.ok(
        sportsSource.includes(title),
        `${SPORTSBOOK_COMPONENT} no longer titles the page "Cricket"; update this test`,
      );
      writeFileSync(sportsFile, sportsSource.replace(title, "title={`${t('nav.cricket')} (hot)`}"));
      await page.getByText('Cricket (hot)').waitFor({ timeout: 15_000 });
      assert.equal(await page.evaluate(() => window.hotReloadMarker), 'kept again', 'the page was reloaded');
      assert.equal(navigations, 0, 'the page navigated');
      assert.ok(await page.getByText('Ravi (C1001)').first().isVisible(), 'the player is no longer shown as logged in');
      assert.deepEqual(errors, []);
    } finally {
      await browser?.close();
      await servers?.stop();
      await api.stop();
      copy.remove();
    }
  },
);
