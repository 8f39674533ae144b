import { expect, test, type Locator, type Page } from '@playwright/test';
import { matchPath } from 'react-router-dom';
import { createPlayer } from '../support/api';
import { cricketApi, tokenOf } from '../support/cricket';
import { E2E_PORTS } from '../support/ports';
import { NOT_CRAWLED, PLAYER_ROUTES } from '../support/playerRoutes';
import { continueToCricket, loginAs } from '../support/player';

/**
 * Every page within reach (issue 69): from the dashboard, by clicking only (and the browser's Back),
 * a player reaches every route of the router (support/playerRoutes.ts, held against the router by
 * its unit test). The crawl follows every link on a page, the cards that open a page (a match, a
 * casino table, a completed game), and what the page's harmless buttons reveal: the phone's menu,
 * the notices, a ledger row's bets, a casino result. It runs on the phone, where the most pages are
 * furthest away (the sidebar's entries sit behind the menu).
 */
const CARDS = ['match-card', 'casino-tile', 'completed-game'];
const OPENERS = [
  'header button[aria-label="Open menu"]',
  '[data-testid="notices-bell"]',
  '[data-testid="ledger-row"] button',
  '[data-testid="last-results"] button',
];

const patternOf = (path: string) =>
  [...PLAYER_ROUTES, ...Object.keys(NOT_CRAWLED)].find((pattern) => matchPath({ path: pattern, end: true }, path)) ??
  null;

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The same-site links visible now (inside `scope`), as paths. */
async function linksIn(scope: Locator): Promise<string[]> {
  const hrefs = await scope
    .locator('a[href^="/"]:visible:not([target]):not([download])')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
  return [...new Set(hrefs)];
}

function crawler(page: Page) {
  const reached = new Set<string>();
  const visit = (path: string) => {
    const pattern = patternOf(path);
    const fresh = pattern !== null && !reached.has(pattern);
    if (pattern) reached.add(pattern);
    return fresh;
  };

  /** Clicks, and when that opened a page not reached yet, explores it; then Back to where it was. */
  async function follow(target: Locator): Promise<boolean> {
    const from = pathOf(page);
    // Something the player cannot press (covered, or gone with the last poll) is not a way anywhere.
    if (
      !(await target.click({ timeout: 5000 }).then(
        () => true,
        () => false,
      ))
    ) {
      if (process.env.CRAWL_LOG) console.info(`${from}: could not click ${target}`);
      return false;
    }
    await page.waitForURL((url) => url.pathname !== from, { timeout: 8000 }).catch(() => undefined);
    const to = pathOf(page);
    if (to === from) {
      if (process.env.CRAWL_LOG) console.info(`${from}: ${target} went nowhere`);
      return false;
    }
    const fresh = visit(to);
    if (process.env.CRAWL_LOG) console.info(`${from} -> ${to}${fresh ? ' (new)' : ''}`);
    if (fresh) await explore();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === from, { timeout: 10_000 });
    // Back draws the page anew: its cards come with its first reads.
    await page.waitForTimeout(1500);
    return fresh;
  }

  async function openAndFollow(opener: string) {
    // The opener's reveal is looked at afresh each time: Back closes what it opened.
    for (let guard = 0; guard < 20; guard += 1) {
      const button = page.locator(opener).filter({ visible: true }).first();
      if ((await button.count()) === 0) return;
      if (
        !(await button.click({ timeout: 5000 }).then(
          () => true,
          () => false,
        ))
      )
        return;
      const revealed = page.locator('[role="dialog"]:visible, dialog[open]').last();
      await revealed.waitFor({ timeout: 5000 }).catch(() => undefined);
      const next = (await linksIn(revealed)).find((path) => patternOf(path) && !reached.has(patternOf(path)!));
      if (!next || !(await follow(revealed.locator(`a[href="${next}"]`).first()))) {
        // Closed as a player would: Escape, else the button that opened it (the bell toggles its list).
        await page.keyboard.press('Escape');
        const closed = await revealed.waitFor({ state: 'hidden', timeout: 3000 }).then(
          () => true,
          () => false,
        );
        if (!closed) await button.click({ timeout: 2000 }).catch(() => undefined);
        await expect(revealed).toBeHidden();
        return;
      }
    }
  }

  async function explore(): Promise<void> {
    // The page's data arrives by its first reads; its links and cards with it.
    await page.waitForTimeout(1500);
    for (const path of await linksIn(page.locator('body'))) {
      const pattern = patternOf(path);
      if (!pattern || reached.has(pattern)) continue;
      await follow(page.locator(`a[href="${path}"]:visible`).first());
    }
    for (const card of CARDS) {
      const count = await page.getByTestId(card).filter({ visible: true }).count();
      if (process.env.CRAWL_LOG && count) console.info(`${pathOf(page)}: ${count} ${card}`);
      // Cards of a kind are clicked until one opens a page reached before (every match card opens the same route).
      for (let i = 0; i < count; i += 1)
        if (!(await follow(page.getByTestId(card).filter({ visible: true }).nth(i)))) break;
    }
    for (const opener of OPENERS) await openAndFollow(opener);
  }

  return { reached, visit, explore };
}

/** A settled match of the player's own: Completed Games, the ledger's bets and a notice have something to open. */
async function settledBetOf(token: string) {
  const match = await cricketApi.openMatch(`Crawl ${Date.now() % 100_000} v Reach ${process.pid}`);
  await cricketApi.holdOpen(match.cricketId);
  const [team] = (await cricketApi.odds(match.eventId)).teams;
  const placed = await fetch(`http://127.0.0.1:${E2E_PORTS.api}/cm/v1/bet/place`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      amount: 100,
      marketId: team!.marketId,
      selectionId: team!.selectionId,
      type: 'back',
      eventId: match.eventId,
      backRate: team!.back1,
    }),
  });
  expect(placed.status).toBe(200);
  await cricketApi.finish(match.cricketId);
}

test('from the dashboard, by clicking only, a player reaches every page of the router', async ({ page }) => {
  test.setTimeout(300_000);
  const player = await createPlayer('Crawler', { balance: 10000 });
  await loginAs(page, player);
  try {
    await settledBetOf(await tokenOf(page));
  } finally {
    await cricketApi.pauseClock(false);
  }
  const crawl = crawler(page);
  crawl.visit(pathOf(page));
  await continueToCricket(page);
  crawl.visit(pathOf(page));
  await crawl.explore();
  expect(
    PLAYER_ROUTES.filter((route) => !crawl.reached.has(route)),
    'pages no click reached',
  ).toEqual([]);
});
