import { expect, test, type Page } from '@playwright/test';
import { createPlayer, testApi } from '../support/api';
import { amountOf, money } from '../support/money';
import { DEMO, continueToCricket, fillLogin } from '../support/player';
import { saveScreen } from '../support/screens';

type ShareEntry = { loaded?: boolean; useIn: string[] };

/** Reads the federation share scope the running page negotiated. */
async function shareScope(page: Page) {
  return page.evaluate(() => {
    const federation = (
      globalThis as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, { default: Record<string, Record<string, ShareEntry>> }> };
      }
    ).__FEDERATION__;
    const scopes = Object.values(federation.__SHARE__).map((s) => s.default);
    const merged: Record<string, Record<string, ShareEntry>> = {};
    for (const scope of scopes)
      for (const [pkg, versions] of Object.entries(scope)) merged[pkg] = { ...merged[pkg], ...versions };
    return merged;
  });
}

test.describe('one store shared by the shell and both remotes', () => {
  test('the casino opens the shell login popup; the login shows in the casino; a wallet change shows in both', async ({
    page,
  }, testInfo) => {
    // A player of its own: the balance change below must not show up in another test's statement.
    const player = await createPlayer('Store');
    await page.goto('/casino');
    await expect(page.getByTestId('casino-lobby')).toBeVisible();
    await expect(page.getByTestId('casino-wallet')).toHaveCount(0);
    // A visitor's frame: no wallet, exposure, name or Logout; a way to log in instead.
    await expect(page.getByTestId('header-login')).toBeVisible();
    for (const id of ['header-wallet', 'header-exposure', 'header-user'])
      await expect(page.getByTestId(id)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await saveScreen(page, testInfo, 'visitor-frame', { fullPage: false });

    // Dispatched inside the casino remote, rendered by the shell.
    await page.getByTestId('casino-tile').first().click();
    const dialog = page.getByTestId('login-dialog');
    await expect(dialog).toBeVisible();
    await fillLogin(page, player.code, player.password);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog).toBeHidden();

    // Dispatched by the shell's login, read by the casino remote; the frame is a player's again.
    await expect(page.getByTestId('header-user')).toHaveText(player.label);
    await expect(page.getByTestId('header-login')).toHaveCount(0);
    const wallet = page.getByTestId('casino-wallet');
    await expect(wallet).toBeVisible();
    const before = await page.getByTestId('header-wallet').innerText();
    await expect(wallet).toHaveText(`Wallet ${before}`);

    // The shell's profile poll brings a new balance; both areas show it from the one store.
    const target = (Math.round(amountOf(before) * 100) + 123475) / 100;
    await testApi.setBalance(player.username, target);
    await expect(page.getByTestId('header-wallet')).toHaveText(money(target));
    await expect(wallet).toHaveText(`Wallet ${money(target)}`);
  });

  test('exactly one React, one router, one store package and one Chakra are loaded across all three apps', async ({
    page,
  }) => {
    // Every script the page runs, to show that only the shell's bring React, the router, the store
    // bindings, Emotion and Chakra: a remote that used its own copy would download it.
    const scripts: Promise<{ fromShell: boolean; body: string }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const fromShell = new URL(response.url()).port === new URL(page.url() || 'http://x').port;
      scripts.push(
        response.text().then(
          (body) => ({ fromShell, body }),
          () => ({ fromShell, body: '' }),
        ),
      );
    });
    await page.goto('/');
    await fillLogin(page, DEMO.ravi.code, DEMO.ravi.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await continueToCricket(page);
    await expect(page.getByTestId('match-list')).toBeVisible();
    // A match page too: its data hooks use RTK Query's skipToken, which comes from the shared store.
    await page.getByTestId('match-card').first().click();
    await expect(page.getByTestId('lagai').first()).toBeVisible({ timeout: 20_000 });
    await page
      .getByRole('link', { name: /casino/i })
      .filter({ visible: true })
      .first()
      .click();
    await expect(page.getByTestId('casino-lobby')).toBeVisible();
    // A table too: its polls run on the shell's live-data (the lobby polls nothing).
    await page.getByTestId('casino-tile').first().click();
    await expect(page.getByTestId('casino-table')).toBeVisible({ timeout: 20_000 });

    const scope = await shareScope(page);
    // Chakra is shared as the one `@exchange/shared-ui/chakra` module (only what the screens use).
    expect(scope['@chakra-ui/react'], 'Chakra is never shared whole').toBeUndefined();
    // The router likewise, as `@exchange/shared-ui/router`; the shell answers `react-router-dom` with
    // that same module only for remotes built before it, and neither of today's remotes asks for it.
    for (const entry of Object.values(scope['react-router-dom'] ?? {}))
      for (const remote of ['casino', 'sportsbook'])
        expect(entry.useIn, `the ${remote} takes the router facade, not react-router-dom`).not.toContain(remote);
    for (const pkg of [
      'react',
      'react-dom',
      'react/jsx-runtime',
      '@exchange/shared-ui/router',
      'react-redux',
      '@reduxjs/toolkit',
      '@exchange/shared-ui/chakra',
      '@exchange/shared-auth',
      '@exchange/shared-http',
      '@exchange/live-data',
      '@exchange/shared-ui',
      '@exchange/typebox-kit',
    ])
      expect(Object.keys(scope[pkg] ?? {}), `${pkg} has exactly one version in the share scope`).toHaveLength(1);
    for (const pkg of [
      'react',
      '@exchange/shared-auth',
      '@exchange/live-data',
      '@exchange/shared-ui/router',
      '@exchange/shared-ui/chakra',
    ]) {
      const [entry] = Object.values(scope[pkg]!);
      expect(entry!.loaded, `${pkg} is loaded`).toBe(true);
      for (const remote of ['casino', 'sportsbook'])
        expect(entry!.useIn, `${pkg} from the share scope is used by the ${remote}`).toContain(remote);
    }
    // Each package's own text, found in the shell's scripts and in none of the remotes' (their
    // fallback copies stay on their servers): the remotes run the shell's modules.
    const bodies = await Promise.all(scripts);
    expect(bodies.filter((s) => !s.fromShell).length).toBeGreaterThan(0);
    for (const [pkg, marker] of [
      ['react', '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE'],
      ['react-dom', '__reactContainer'],
      ['react-router', 'You should call navigate()'],
      ['react-redux', 'useSyncExternalStoreWithSelector'],
      ['@emotion/react', '__EMOTION_'],
      // Chakra's styling engine (its system's `cssVarsPrefix`).
      ['@chakra-ui/react', 'cssVarsPrefix'],
      // RTK Query (not a shared package itself: the remotes reach it through @exchange/shared-auth),
      // and the Immer under it.
      ['@reduxjs/toolkit/query', 'RTKQ/skipToken'],
      ['immer', 'immer-draftable'],
      // The polls: their loops, their worker's host and the countdowns told are one copy too.
      ['@exchange/live-data', 'is polled quietly but its definition was not passed through quietlyPolled'],
      // The federation SDK and error codes under each remote's entry: the host's, as its runtime core is.
      ['@module-federation/sdk', 'ScriptNetworkError: Failed to load script'],
      ['@module-federation/error-codes', 'RUNTIME-001'],
    ]) {
      expect(
        bodies.some((s) => s.fromShell && s.body.includes(marker!)),
        `the shell runs ${pkg}`,
      ).toBe(true);
      expect(
        bodies.filter((s) => !s.fromShell && s.body.includes(marker!)).length,
        `no remote brings ${pkg} of its own`,
      ).toBe(0);
    }
  });
});
