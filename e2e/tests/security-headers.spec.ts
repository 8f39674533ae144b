import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
// @ts-expect-error -- plain ESM script shared with `pnpm start`; it has no type declarations
import { DIST_DIRS } from '../../scripts/stack.mjs';
import { E2E_PORTS } from '../support/ports';
import { DEMO, fillLogin } from '../support/player';

const SERVERS = {
  shell: { port: E2E_PORTS.shell, deepRoute: '/game/cricket/1' },
  sportsbook: { port: E2E_PORTS.sportsbook, deepRoute: '/game/cricket/1' },
  casino: { port: E2E_PORTS.casino, deepRoute: '/casino/lucky7' },
  casinoBrand: { port: E2E_PORTS.casinoBrand, deepRoute: '/casino/lucky7' },
} as const;

const API = `http://127.0.0.1:${E2E_PORTS.api}`;

/** A raw GET: the path goes on the wire as written (no URL parsing folds '..' or '%2e%2e' first). */
function rawGet(
  port: number,
  path: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** CSP violations the page reports in its console. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test.describe('security headers of the served pages and the API', () => {
  for (const [name, { port, deepRoute }] of Object.entries(SERVERS)) {
    test(`${name}: the index, a deep route and a 404 forbid framing, send the referrer policy and nosniff; the federation files keep CORS`, async () => {
      for (const path of ['/', '/index.html', deepRoute, '/static/js/missing.0123456789.js']) {
        const res = await rawGet(port, path);
        expect(res.status, `${name} ${path}`).toBe(path.endsWith('.js') ? 404 : 200);
        expect(res.headers['content-security-policy'], `${name} ${path}`).toContain("frame-ancestors 'none'");
        expect(res.headers['referrer-policy'], `${name} ${path}`).toBe('strict-origin-when-cross-origin');
        expect(res.headers['x-content-type-options'], `${name} ${path}`).toBe('nosniff');
      }
      if (name !== 'shell') {
        const manifest = await rawGet(port, '/mf-manifest.json');
        const entry = JSON.parse(manifest.body) as { metaData: { remoteEntry: { path: string; name: string } } };
        const entryPath = `/${[entry.metaData.remoteEntry.path, entry.metaData.remoteEntry.name].filter(Boolean).join('/')}`;
        for (const path of ['/mf-manifest.json', entryPath]) {
          const res = await rawGet(port, path);
          expect(res.status, `${name} ${path}`).toBe(200);
          expect(res.headers['access-control-allow-origin'], `${name} ${path}`).toBe('*');
        }
      }
    });
  }

  test("the casino's server answers 404 to paths that reach the second brand's folder next door", async () => {
    const brand = DIST_DIRS.brand as string;
    const paths = [
      `/..%2F${brand}%2Findex.html`,
      `/%2e%2e/${brand}/index.html`,
      `/..%5C${brand}%5Cindex.html`,
      `/%252e%252e%252f${brand}%252findex.html`,
      '/index.html%00',
      `/../${brand}/index.html`,
    ];
    for (const path of paths) {
      const res = await rawGet(E2E_PORTS.casino, path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toBe('Not found');
    }
  });

  test("another site cannot show the shell in a frame (the stream page it can, and its script runs); the shell runs under its CSP without a violation and the player's data is never stored by a cache", async ({
    page,
  }) => {
    const violations = cspViolations(page);
    await page.setContent(`<iframe id="framed" src="http://127.0.0.1:${E2E_PORTS.shell}/login"></iframe>`);
    await expect.poll(() => violations.some((text) => text.includes("frame-ancestors 'none'"))).toBe(true);
    await expect(page.frameLocator('#framed').getByTestId('login-form')).toHaveCount(0);
    // The casino's stream page, on the API's origin, is meant to be framed by the shell and still is;
    // in the client's sandbox its own script runs under its CSP (it fills in the round) without a violation.
    const seenBefore = violations.length;
    await page.setContent(
      `<iframe id="stream" sandbox="allow-scripts allow-same-origin" src="${API}/casino/v1/stream/LUCKY7"></iframe>`,
    );
    await expect(page.frameLocator('#stream').getByText('LIVE')).toBeVisible();
    await expect(page.frameLocator('#stream').locator('#round')).toHaveText(/^\d+$/);
    expect(violations.slice(seenBefore)).toEqual([]);

    const shell = await page.context().newPage();
    const shellViolations = cspViolations(shell);
    await shell.goto(`http://127.0.0.1:${E2E_PORTS.shell}/`);
    await fillLogin(shell, DEMO.ravi.code, DEMO.ravi.password);
    const profile = shell.waitForResponse(
      (res) => res.url().includes('/aam/v1/accmanage/user/') && res.request().method() === 'GET',
    );
    await shell.getByRole('button', { name: 'Login' }).click();
    await expect(shell).toHaveURL(/\/confirm$/);
    const headers = (await profile).headers();
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(shellViolations).toEqual([]);
  });

  test("the shell's entry runs inside its page, allowed by its hash alone: no other inline script runs", async ({
    page,
  }) => {
    // The pages carry the entry inline (packages/build-tools/src/inlineEntry.ts), not as a file of their own,
    // and the CSP names it by the hash of its text, on the app's page and the login form's alike.
    const hashes: string[] = [];
    for (const path of ['/', '/login', '/game/cricket/1']) {
      const res = await rawGet(E2E_PORTS.shell, path);
      expect(res.body, path).not.toMatch(/<script[^>]*src="[^"]*\/static\/js\/index\./);
      const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(inline, path).toHaveLength(1);
      const hash = `'sha256-${createHash('sha256').update(inline[0]!, 'utf8').digest('base64')}'`;
      const scriptSrc = String(res.headers['content-security-policy'])
        .split(/;\s*/)
        .find((d) => d.startsWith('script-src'));
      expect(scriptSrc, path).toContain(hash);
      expect(scriptSrc?.match(/'sha256-/g), path).toHaveLength(1);
      expect(scriptSrc, path).not.toContain('unsafe-inline');
      hashes.push(hash);
    }
    expect(new Set(hashes).size).toBe(1);

    const violations = cspViolations(page);
    await page.goto('/login');
    await expect(page.getByTestId('login-form')).toBeVisible();
    expect(violations).toEqual([]);
    // Any other inline script is refused, also one added by a script of the page.
    const ran = await page.evaluate(async () => {
      const refused = new Promise<boolean>((resolve) => {
        document.addEventListener('securitypolicyviolation', () => resolve(true), { once: true });
        setTimeout(() => resolve(false), 2000);
      });
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      return { refused: await refused, injected: (window as unknown as { __injected?: boolean }).__injected ?? false };
    });
    expect(ran).toEqual({ refused: true, injected: false });
  });

  test("the API's /docs page renders under its own CSP", async ({ page }) => {
    const violations = cspViolations(page);
    const res = await page.goto(`${API}/docs`);
    expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.getByText('Exchange reference API')).toBeVisible();
    await expect(page.locator('.opblock-summary').first()).toBeVisible();
    expect(violations).toEqual([]);
  });
});
