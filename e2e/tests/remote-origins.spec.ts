import { expect, test } from '@playwright/test';
import { E2E_PORTS } from '../support/ports';

type Federation = {
  __INSTANCES__: Array<{
    name: string;
    registerRemotes: (r: object[]) => void;
    loadRemote: (id: string) => Promise<unknown>;
  }>;
};

test('a remote on an origin that config.json does not list is never loaded', async ({ page }) => {
  const contacted: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === String(E2E_PORTS.casinoBrand)) contacted.push(request.url());
  });
  const csp = (await page.goto('/'))?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain(
    `script-src 'self' http://127.0.0.1:${E2E_PORTS.sportsbook} http://127.0.0.1:${E2E_PORTS.casino}`,
  );
  expect(csp).not.toContain(String(E2E_PORTS.casinoBrand));

  // The shell's federation runtime loads with the first remote a page needs (never for the login form).
  await page.goto('/casino');
  await expect(page.getByTestId('casino-lobby')).toBeVisible();
  const outcome = await page.evaluate(async (entry) => {
    const shell = (globalThis as unknown as { __FEDERATION__: Federation }).__FEDERATION__.__INSTANCES__.find(
      (i) => i.name === 'shell',
    )!;
    shell.registerRemotes([{ name: 'intruder', entry }]);
    try {
      await shell.loadRemote('intruder/routes');
      return 'loaded';
    } catch (error) {
      return String(error);
    }
  }, `http://127.0.0.1:${E2E_PORTS.casinoBrand}/mf-manifest.json`);

  expect(outcome).toContain('is not on an origin listed in config.json');
  expect(contacted).toEqual([]);
});
