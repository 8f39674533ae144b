import { expect, type Page } from '@playwright/test';
import { E2E_PORTS } from './ports';

const API = `http://127.0.0.1:${E2E_PORTS.api}`;

async function call(path: string, init: RequestInit = {}) {
  const res = await fetch(`${API}${path}`, init);
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()).response;
}

const post = (path: string, body?: unknown) =>
  call(path, {
    method: 'POST',
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });

/** Test-mode controls of the casino round engines (/__test/casino). */
export const casinoControl = {
  fastForward: (gameId: string) => post(`/__test/casino/${gameId}/fast-forward`) as Promise<{ marketId: string }>,
  setAutoTime: (gameId: string, autoTime: number) => post(`/__test/casino/${gameId}/auto-time`, { autoTime }),
  pause: () => post('/__test/casino/pause'),
  resume: () => post('/__test/casino/resume'),
  odds: (gameId: string) =>
    call(`/casino/v1/odds?casinoGames=${gameId}`) as Promise<{ marketId: string; autoTime: string }>,
};

/** The logged-in player's token, as the client keeps it (localStorage `state`). */
export async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('state') ?? '{}') as { account: { userData: { token: string } } }).account
        .userData.token,
  );
}

/** A settled round as the player sees it: total profit/loss and the bets in it. */
export async function roundResult(page: Page, marketId: string, gameId: string) {
  const token = await tokenOf(page);
  return call(`/casino/v1/individaul-result?marketId=${marketId}&casinoGame=${gameId}`, {
    headers: { authorization: `Bearer ${token}` },
  }) as Promise<{
    totalProfitLoss: number;
    betResponseDTOList: unknown[];
    casinoIndividualResultDTO: { winner: string } | null;
  }>;
}

/** Opens a table and makes sure its round is open with plenty of time left. */
export async function openTable(page: Page, route: string, gameId: string, name: string) {
  await casinoControl.setAutoTime(gameId, 300);
  await page.goto(`/main/${route}`);
  await expect(page.getByTestId('table-name')).toHaveText(name);
  const board = page.getByTestId('casino-table-board');
  await expect(board.getByTestId('option-box').first()).toBeVisible();
  // Every box has its cover; an open round shows none of them.
  await expect(board.getByTestId('suspended').filter({ visible: true })).toHaveCount(0);
  return board;
}

/**
 * The felt's countdown as a player sees it: the line of the dial's column that shows through its
 * one-line box (apps/casino countdownDial.ts: a column of seconds moved up a line a second by a
 * compositor animation), read from the column's transform at this moment.
 */
export async function shownCountdown(page: Page): Promise<string> {
  return page.getByTestId('countdown').evaluate((timer) => {
    const column = timer.querySelector<HTMLElement>('[aria-hidden="true"]');
    if (!column) return '';
    const style = getComputedStyle(column);
    const moved = style.transform === 'none' ? 0 : new DOMMatrixReadOnly(style.transform).m42;
    const lines = (column.textContent ?? '').split('\n');
    return lines[Math.round(-moved / parseFloat(style.lineHeight))] ?? '';
  });
}
