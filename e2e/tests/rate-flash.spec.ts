import { expect, test } from '@playwright/test';
import { cricketApi } from '../support/cricket';
import { DEMO, signInAs } from '../support/player';

type FlashLog = { flash: string; at: number; shown: string; hiddenAt?: number };

test(
  "a moved rate shows a thin edge in its move's colour, gone within about half a second",
  { tag: '@any-screen' },
  async ({ page }) => {
    test.setTimeout(60_000);
    const MATCH = await cricketApi.openMatch('Chennai Super Kings v Mumbai Indians');
    await cricketApi.holdOpen(MATCH.cricketId);
    try {
      await cricketApi.chance(MATCH.cricketId, 0.5);
      await signInAs(page, DEMO.ravi);
      await page.goto(`/game/cricket/${MATCH.cricketId}`);
      const rate = page.getByTestId('bookmaker-row').first().getByTestId('lagai').locator('[data-rate]');
      await expect(rate).toBeVisible();

      // Watch the first team's LAGAI rate: when it takes a flash (`data-flash-<generation>` = up |
      // down), note whether the edge shows, its colour, and when it is hidden again (checked at
      // every frame). Nothing writes the element to end a flash: the page's flash sheet does.
      await rate.evaluate((element) => {
        const log: FlashLog[] = [];
        (window as unknown as { __flashes: FlashLog[] }).__flashes = log;
        const edge = () => getComputedStyle(element, '::after');
        new MutationObserver((records) => {
          const taken = records.find(
            (r) => /^data-flash-\d+$/.test(r.attributeName ?? '') && element.hasAttribute(r.attributeName!),
          );
          if (!taken) return;
          const entry: FlashLog = {
            flash: element.getAttribute(taken.attributeName!) ?? '',
            at: performance.now(),
            shown: `${edge().visibility} ${edge().boxShadow}`,
          };
          log.push(entry);
          const watch = () => {
            if (edge().visibility === 'hidden') entry.hiddenAt = performance.now();
            else requestAnimationFrame(watch);
          };
          requestAnimationFrame(watch);
        }).observe(element, { attributes: true });
      });
      // The home side's chance falls: its back rate moves, and the edge is drawn.
      await cricketApi.chance(MATCH.cricketId, 0.3);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __flashes: FlashLog[] }).__flashes[0]?.hiddenAt), {
          timeout: 10_000,
        })
        .toBeGreaterThan(0);
      const [first] = await page.evaluate(() => (window as unknown as { __flashes: FlashLog[] }).__flashes);
      const moved = first!.flash.startsWith('up') ? 'rgb(47, 133, 90)' : 'rgb(197, 48, 48)';
      expect(first!.flash).toMatch(/^(up|down)$/);
      expect(first!.shown).toContain('visible');
      expect(first!.shown).toContain(moved);
      expect(first!.shown).toContain('0px 0px 0px 1px inset');
      const lasted = first!.hiddenAt! - first!.at;
      expect(lasted).toBeGreaterThanOrEqual(350);
      expect(lasted).toBeLessThan(1_500);
    } finally {
      await cricketApi.pauseClock(false);
    }
  },
);
