import { expect, test, type Page } from '@playwright/test';
import { createPlayer, setAnnouncement } from '../support/api';
import { amountOf, money } from '../support/money';
import { DEMO, continueToCricket, fillLogin, loginAs, signInAs } from '../support/player';
import { saveScreen } from '../support/screens';

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function columnTexts(page: Page, table: string, column: number) {
  return page.getByTestId(table).locator('tbody tr').locator(`td:nth-child(${column})`).allInnerTexts();
}

test.describe("the player's account", () => {
  test('welcome, terms and rules lead to cricket; the marquee shows the operator announcement', async ({
    page,
  }, testInfo) => {
    // Longer than the desktop's line too (about 1,700 px at 12 px): only a text that runs past its
    // line scrolls.
    const text = `Final over specials tonight ${testInfo.project.name} ${Date.now()}: ${'session lines open at the toss and close as each over is bowled; '.repeat(4).trim()}`;
    await setAnnouncement(text);
    await loginAs(page, DEMO.priya);
    await expect(page.getByTestId('welcome-step')).toBeVisible();
    await expect(page.getByTestId('header-title')).toHaveCount(0);
    await saveScreen(page, testInfo, 'confirm-welcome');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('terms-box')).toContainText('100 कॉइन');
    await expect(page.getByTestId('rules-panel')).toContainText('2,00,000');
    await expect(page.getByTestId('rules-panel')).toContainText('5,00,000');
    await saveScreen(page, testInfo, 'confirm-terms');
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/cricket$/);
    await expect(page.getByText(text)).toBeVisible();
    // The page has drawn what it loads (its skeletons pulse): what follows counts the marquee's animations.
    await expect(page.getByTestId('skeleton-line')).toHaveCount(0, { timeout: 15_000 });
    // It scrolls once (sped up here: the pass is ~40 s at reading pace), then rests at its
    // start, cut with an ellipsis, without a write to the page when the pass ends; a tap scrolls it
    // past again, and a press pauses or resumes a pass.
    const marquee = page.getByTestId('marquee');
    const line = page.getByTestId('marquee-line');
    const running = () => line.evaluate((el) => el.getAnimations().filter((a) => a.playState === 'running').length);
    expect(await running()).toBe(1);
    // The pass starts where the line rests (readable at once) and moves only its hidden part: at the
    // end of its move the text's last word is at the line's right edge, where it holds.
    const at = (share: number) =>
      line.evaluate((el, s) => {
        const pass = el.getAnimations()[0]!;
        pass.pause();
        pass.currentTime = Number(pass.effect!.getTiming().duration) * s;
        const box = el.getBoundingClientRect();
        const outer = el.parentElement!.getBoundingClientRect();
        const place = { left: Math.round(box.left - outer.left), right: Math.round(box.right - outer.right) };
        pass.play();
        return place;
      }, share);
    expect((await at(0)).left).toBe(0);
    expect(Math.abs((await at(0.85)).right)).toBeLessThanOrEqual(1);
    expect(Math.abs((await at(0.99)).right)).toBeLessThanOrEqual(1);
    await line.evaluate((el) => {
      const w = window as unknown as { marqueeWrites: number };
      w.marqueeWrites = 0;
      new MutationObserver((records) => (w.marqueeWrites += records.length)).observe(el.parentElement!, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 20 });
    await expect.poll(running, { timeout: 10_000 }).toBe(0);
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { marqueeWrites: number }).marqueeWrites)).toBe(0);
    await expect(marquee).toHaveAttribute('title', text);
    // At rest the text starts at the line's left edge and is cut to one line.
    const rest = await line.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const outer = el.parentElement!.getBoundingClientRect();
      const style = getComputedStyle(el);
      return {
        left: box.left - outer.left,
        width: box.width - outer.width,
        cut: style.textOverflow,
        lines: Math.round(el.clientHeight / parseFloat(style.lineHeight)),
      };
    });
    expect(rest).toEqual({ left: 0, width: 0, cut: 'ellipsis', lines: 1 });
    await saveScreen(page, testInfo, 'marquee-at-rest');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
    await marquee.click();
    await expect.poll(running).toBe(1);
    // A press during a pass pauses it where it is, and the next resumes it.
    const position = () => line.evaluate((el) => el.getBoundingClientRect().left);
    await marquee.press('Enter');
    await expect.poll(running).toBe(0);
    const paused = await position();
    await page.waitForTimeout(300);
    expect(await position()).toBe(paused);
    await marquee.press('Enter');
    await expect.poll(running).toBe(1);
    await expect.poll(position).toBeLessThan(paused);
    await page.goto('/rules');
    await expect(page.getByTestId('rules-panel')).toBeVisible();
    await saveScreen(page, testInfo, 'rules');
  });

  test(
    'the ledger lists the seeded money with balances that add up to the wallet',
    { tag: '@any-screen' },
    async ({ page }, testInfo) => {
      await signInAs(page, DEMO.priya);
      await page.goto('/ledger');
      await expect(page.getByRole('heading', { name: 'MY LEDGER' })).toBeVisible();
      await expect(page.getByTestId('ledger-row').first()).toBeVisible();
      const remarks = await columnTexts(page, 'ledger-table', 3);
      expect(remarks.filter((r) => r === 'Deposit')).toHaveLength(2);
      expect(remarks).toContain('Withdraw');
      const won = (await columnTexts(page, 'ledger-table', 5)).map(amountOf);
      const lost = (await columnTexts(page, 'ledger-table', 6)).map(amountOf);
      const balances = (await columnTexts(page, 'ledger-table', 7)).map(amountOf);
      // Newest first: every balance is the older row's balance plus what was won less what was lost.
      for (let i = 0; i < balances.length - 1; i += 1) {
        expect(balances[i]).toBeCloseTo(balances[i + 1]! + won[i]! - lost[i]!, 2);
      }
      expect(balances.at(-1)).toBeCloseTo(won.at(-1)! - lost.at(-1)!, 2);
      await expect(page.getByTestId('header-wallet')).toHaveText(money(balances[0]!));
      await expect(page.getByTestId('ledger-total')).toContainText(money(balances[0]!));
      await saveScreen(page, testInfo, 'ledger');
    },
  );

  test(
    'the statement shows 7 days by default and filters by range and report type',
    { tag: '@any-screen' },
    async ({ page }, testInfo) => {
      await signInAs(page, DEMO.priya);
      await page.goto('/main/statement');
      await expect(page.getByRole('heading', { name: 'MY ACCOUNT STATEMENT' })).toBeVisible();
      await expect(page.getByTestId('statement-row').filter({ hasText: 'Withdraw' })).toHaveCount(1);
      await expect(page.getByTestId('statement-row').filter({ hasText: 'Deposit' })).toHaveCount(0);

      await page.getByLabel('From').fill(isoDaysAgo(60));
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page.getByTestId('statement-row').filter({ hasText: 'Deposit' })).toHaveCount(2);

      await page.getByLabel('Type').selectOption('BALANCE');
      await page.getByRole('button', { name: 'Search' }).click();
      for (const description of await columnTexts(page, 'statement-table', 2))
        expect(description).toMatch(/Deposit|Withdraw/);
      await expect(page.getByTestId('statement-row')).toHaveCount(3);

      await page.getByLabel('Type').selectOption('GAME');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page.getByTestId('statement-row').filter({ hasText: /Deposit|Withdraw/ })).toHaveCount(0);

      await page.getByRole('button', { name: 'Reset' }).click();
      await expect(page.getByLabel('From')).toHaveValue(isoDaysAgo(7));
      await expect(page.getByTestId('statement-row').filter({ hasText: 'Deposit' })).toHaveCount(0);
      await saveScreen(page, testInfo, 'statement');
      await page.getByRole('link', { name: 'BACK TO MAIN MENU' }).click();
      await expect(page).toHaveURL(/\/cricket$/);
    },
  );

  test(
    'C1003 must change the password before doing anything else',
    { tag: '@any-screen' },
    async ({ page }, testInfo) => {
      await page.goto('/');
      await fillLogin(page, DEMO.newbie.code, DEMO.newbie.password);
      await page.getByRole('button', { name: 'Login' }).click();
      const dialog = page.getByTestId('change-password-dialog');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
      await saveScreen(page, testInfo, 'forced-change-password');
    },
  );

  test(
    'a forced change in the popup logs out after 2 s; the new password logs in; the page changes it again',
    { tag: '@any-screen' },
    async ({ page }) => {
      const player = await createPlayer('Fresh', { resetRequired: true });
      await loginAs(page, player);
      const dialog = page.getByTestId('change-password-dialog');
      const form = dialog.getByTestId('change-password-modal');
      await form.getByLabel('Old Password').fill(player.password);
      await form.getByLabel('New Password').fill('12345');
      await form.getByLabel('Confirm Password').fill('12345');
      await form.getByRole('button', { name: 'Done' }).click();
      await expect(page.getByText('Password must be exactly 6 characters long.')).toBeVisible();
      await form.getByLabel('New Password').fill('fresh77');
      await form.getByLabel('Confirm Password').fill('fresh78');
      await form.getByRole('button', { name: 'Done' }).click();
      await expect(page.getByText('Password and confirm password does not match')).toBeVisible();
      await form.getByLabel('Confirm Password').fill('fresh77');
      await form.getByRole('button', { name: 'Done' }).click();
      await expect(page.getByText('Password changed successfully')).toBeVisible();
      await expect(page.getByTestId('login-form')).toBeVisible({ timeout: 5000 });

      await loginAs(page, { code: player.code, password: 'fresh77' });
      await expect(page.getByTestId('change-password-dialog')).toHaveCount(0);
      await continueToCricket(page);
      await page.goto('/main/changepassword');
      const pageForm = page.getByTestId('change-password-page');
      await pageForm.getByLabel('Old Password').fill('fresh77');
      await pageForm.getByLabel('New Password').fill('fresh77');
      await pageForm.getByLabel('Confirm Password').fill('fresh77');
      await pageForm.getByRole('button', { name: 'Done' }).click();
      await expect(page.getByText('New password and old password cannot be same')).toBeVisible();
      await pageForm.getByLabel('New Password').fill('abc123');
      await pageForm.getByLabel('Confirm Password').fill('abc123');
      await pageForm.getByRole('button', { name: 'Done' }).click();
      await expect(page.getByText('Password changed successfully')).toBeVisible();
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      await loginAs(page, { code: player.code, password: 'abc123' });
    },
  );

  test(
    'the profile saves the rate difference, and stake buttons save for every slip',
    { tag: '@any-screen' },
    async ({ page }, testInfo) => {
      const player = await createPlayer('Profile');
      await signInAs(page, player);
      await page.goto('/profile');
      await expect(page.getByRole('heading', { name: 'MY PROFILE' })).toBeVisible();
      await expect(page.getByText(`C${player.code} Profile`)).toBeVisible();
      await saveScreen(page, testInfo, 'profile');
      const rate = page.getByLabel('Rate Difference');
      if (!(await rate.isVisible())) await page.getByText('Rate Information').click();
      await rate.selectOption('3');
      await page.getByRole('button', { name: 'Update' }).click();
      await expect(page.getByText('Rate difference updated')).toBeVisible();
      await page.reload();
      if (!(await page.getByLabel('Rate Difference').isVisible())) await page.getByText('Rate Information').click();
      await expect(page.getByLabel('Rate Difference')).toHaveValue('3');

      await page.getByRole('button', { name: 'Stake Buttons' }).click();
      const dialog = page.getByTestId('stake-buttons-dialog');
      await dialog.getByLabel('Sports value 1', { exact: true }).fill('0');
      await dialog.getByRole('button', { name: 'Update' }).click();
      await expect(page.getByText('Sports button 1: enter a whole amount from 1 to 99999999')).toBeVisible();
      await dialog.getByLabel('Sports label 1', { exact: true }).fill('Chai');
      await dialog.getByLabel('Sports value 1', { exact: true }).fill('150');
      await saveScreen(page, testInfo, 'stake-buttons');
      await dialog.getByRole('button', { name: 'Update' }).click();
      await expect(page.getByText('Stake buttons updated')).toBeVisible();
      await expect(dialog).toBeHidden();
      const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('buttonValues') ?? 'null'));
      expect(saved.sport[0]).toEqual({ label: 'Chai', value: 150 });
      await page.evaluate(() => localStorage.removeItem('buttonValues'));
      await page.reload();
      await page.getByRole('button', { name: 'Stake Buttons' }).click();
      await expect(page.getByTestId('stake-buttons-dialog').getByLabel('Sports label 1', { exact: true })).toHaveValue(
        'Chai',
      );
    },
  );

  test(
    'after 10 idle minutes a warning shows; activity keeps the session; 20 idle minutes log out',
    { tag: '@any-screen' },
    async ({ page }) => {
      await page.clock.install();
      await loginAs(page, DEMO.ravi);
      await continueToCricket(page);
      const warning = page.getByTestId('inactivity-warning');
      await page.clock.fastForward('10:01');
      await expect(warning).toBeVisible();
      // Moving the mouse is activity: the warning goes and both timers start again.
      await page.mouse.move(40, 40);
      await page.mouse.move(120, 160);
      await expect(warning).toHaveCount(0);
      await page.clock.fastForward('10:01');
      await expect(warning).toBeVisible();
      // A real click would first move the mouse there, which already clears the warning; the
      // button's own click is what a keyboard or screen-reader user triggers.
      await page.getByRole('button', { name: 'Stay logged in' }).dispatchEvent('click');
      await expect(warning).toHaveCount(0);
      await page.clock.fastForward('19:00');
      await expect(page.getByTestId('header-user')).toBeVisible();
      await page.clock.fastForward('01:30');
      await expect(page.getByTestId('login-form')).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('state'))).toBeNull();
    },
  );
});
