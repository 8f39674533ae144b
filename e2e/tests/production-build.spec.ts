import { expect, test } from '@playwright/test';
import { DEMO, fillLogin } from '../support/player';
import { settled } from '../support/network';

/**
 * What a production build sends a player's browser. React Router publishes its development build
 * as the package's only entry; the apps' builds swap in its production build
 * (packages/build-tools/src/productionRouter.ts), which has no developer warnings and no "Hey developer"
 * page behind an error.
 */
test("the scripts a logged-in player downloads carry none of React Router's developer messages", async ({ page }) => {
  const scripts: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (new URL(url).pathname.endsWith('.js')) scripts.push(response.text().then((body) => ({ url, body })));
  });
  await page.goto('/login');
  const form = await fillLogin(page, DEMO.ravi.code, DEMO.ravi.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/confirm$/);
  // The shell's router, then both remotes preloaded on idle (remote-preload.spec.ts).
  await settled(page);
  const bodies = await Promise.all(scripts);
  const withRouter = bodies.filter(({ body }) =>
    body.includes('may be used only in the context of a <Router> component'),
  );
  expect(withRouter.length, 'the router is among the scripts').toBeGreaterThan(0);
  const developerMessages = ['No routes matched location', 'Hey developer'];
  const carrying = bodies
    .filter(({ body }) => developerMessages.some((message) => body.includes(message)))
    .map(({ url }) => url);
  expect(carrying).toEqual([]);
});
