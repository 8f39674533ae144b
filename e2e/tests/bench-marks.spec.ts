import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
// @ts-expect-error -- plain ESM script of `pnpm bench`; it has no type declarations
import { newPhonePage, waitForMark } from '../../bench/browser.mjs';

type Phone = { context: { close(): Promise<void> }; page: import('@playwright/test').Page };
type Marks = Record<string, number | undefined>;

/**
 * The bench's cold loads end when the page marks what the player waits for (`pnpm bench`, issue 12).
 * The page tells the bench through a CDP binding, so that nothing of Playwright runs in the page
 * while it loads (docs/decisions/0021-how-the-bench-measures.md).
 */
const LOGIN_AFTER_MS = 600;
const PAGE = `<!doctype html><title>late login</title><body><script>
  setTimeout(() => {
    document.body.innerHTML =
      '<input placeholder="Client code"><input type="password" placeholder="Password"><button>Login</button>';
  }, ${LOGIN_AFTER_MS});
</script></body>`;

let server: Server;
let origin: string;

test.beforeAll(async () => {
  server = createServer((_, res) => {
    res.setHeader('Content-Type', 'text/html');
    res.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('the bench notes the moment a login form becomes usable, told by the page itself', async ({ browser }) => {
  const phone: Phone = await newPhonePage(browser);
  try {
    await phone.page.goto(origin, { waitUntil: 'commit' });
    const marks: Marks = await waitForMark(phone, 'loginUsable', 10_000);
    expect(marks.loginUsable).toBeGreaterThanOrEqual(LOGIN_AFTER_MS);
    expect(marks.loginUsable).toBeLessThan(LOGIN_AFTER_MS + 2000);
    // A mark already told is found again at once.
    expect((await waitForMark(phone, 'loginUsable', 100)).loginUsable).toBe(marks.loginUsable);
  } finally {
    await phone.context.close();
  }
});

test('a mark the page never tells ends the wait with its name, not a hang', async ({ browser }) => {
  const phone: Phone = await newPhonePage(browser);
  try {
    await phone.page.goto(origin, { waitUntil: 'commit' });
    await expect(waitForMark(phone, 'matchRates', 1500)).rejects.toThrow('did not mark matchRates within 1500 ms');
  } finally {
    await phone.context.close();
  }
});
