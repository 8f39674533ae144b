import type { Page } from '@playwright/test';
import { E2E_PORTS } from './ports';

const API = `http://127.0.0.1:${E2E_PORTS.api}`;

export type RunnerOdds = {
  runnerName: string;
  selectionId: number;
  marketId: string;
  back1: number;
  lay1: number;
  backSize1: number;
  laySize1: number;
  status: string;
};
export type SimState = {
  cricketId: number;
  finished: boolean;
  settled: boolean;
  winner: string | null;
  sessions: Array<{ marketId: string; name: string; gameType: string; result: number | null; voided: boolean }>;
};

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${API}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.headers ?? {}) },
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { response: T }).response;
}

const post = <T>(path: string, body: unknown, token?: string) =>
  call<T>(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });

/** Fixtures a test opens for itself: one per viewport, so each project settles its own. */
export const OWN_MATCHES = {
  desktop: 'Lucknow Super Giants v Sunrisers Hyderabad',
  mobile: 'Rajasthan Royals v Punjab Kings',
} as const;

/** Test-mode control of the cricket simulator and the reads a test checks figures against. */
export const cricketApi = {
  /** A new match in play from now: a test never depends on how far a seeded match has got. */
  openMatch: (eventName: string) =>
    post<{ cricketId: number; eventId: number; eventName: string }>('/__test/cricket/matches', { eventName }),
  pauseClock: (paused: boolean) => post<{ paused: boolean }>('/__test/cricket/clock', { paused }),
  /** Hold the clock still with the match's markets open (a wicket just before the pause would keep them suspended). */
  async holdOpen(cricketId: number) {
    await post<{ paused: boolean }>('/__test/cricket/clock', { paused: true });
    await post<SimState>(`/__test/cricket/${cricketId}/suspend`, { suspended: false });
  },
  finish: (cricketId: number) => post<SimState>(`/__test/cricket/${cricketId}/finish`, {}),
  /** Bowls `balls` balls at once: the session lines they end are decided. */
  advance: (cricketId: number, balls: number) => post<SimState>(`/__test/cricket/${cricketId}/advance`, { balls }),
  /** The home side's win chance, which moves the bookmaker rates and the makers' Match Odds quotes. */
  chance: (cricketId: number, homeWinChance: number) =>
    post<SimState>(`/__test/cricket/${cricketId}/chance`, { homeWinChance }),
  suspend: (cricketId: number, suspended: boolean) =>
    post<SimState>(`/__test/cricket/${cricketId}/suspend`, { suspended }),
  async odds(eventId: number) {
    const odds = await call<{
      bookMakerOdds: Array<{ bm1: { oddDetailsDTOS: RunnerOdds[] } }>;
      fancyOdds: Array<{ oddDetailsDTOS: RunnerOdds[] }>;
    }>(`/cm/v1/cricket/odds/${eventId}`);
    return {
      teams: odds.bookMakerOdds[0]!.bm1.oddDetailsDTOS,
      sessions: odds.fancyOdds.flatMap((g) => g.oddDetailsDTOS),
    };
  },
  /** The open session lines of each type (spec section 9), as the odds answer groups them. */
  async sessionsOfType(eventId: number, gameType: string): Promise<RunnerOdds[]> {
    const odds = await call<{ fancyOdds: Array<{ gameType: string; oddDetailsDTOS: RunnerOdds[] }> }>(
      `/cm/v1/cricket/odds/${eventId}`,
    );
    return odds.fancyOdds.find((g) => g.gameType === gameType)?.oddDetailsDTOS ?? [];
  },
  ledger: (token: string) =>
    post<
      Array<{
        accountLogId: number;
        comment: string;
        wonBy: string | null;
        creditInfo: number;
        debitInfo: number;
        sport: string | null;
      }>
    >(
      '/aam/v1/accmanage/account-log',
      { startDate: Date.now() - 86_400_000, endDate: Date.now() + 86_400_000, type: 'ALL' },
      token,
    ),
  /** The player's bets on an event, as the match page's Your Bets reads them. */
  myBets: (eventId: number, token: string) =>
    call<Array<{ marketName: string }>>(`/cm/v1/bet/my-bet/${eventId}`, {
      headers: { Authorization: `Bearer ${token}` },
    }),
  async statement(token: string) {
    const query = new URLSearchParams({
      startDate: String(Date.now() - 86_400_000),
      endDate: String(Date.now() + 86_400_000),
      type: 'GAME',
    });
    const body = await call<{
      coinHistory: Array<{ description: string; credit: number; debit: number; updatedBalance: number }>;
    }>(`/aam/v1/user/coin-history?${query}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return body.coinHistory;
  },
};

/** The signed-in player's token, as the app keeps it in localStorage under 'state'. */
export async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('state') ?? '{}') as { account?: { userData?: { token?: string } } }).account
        ?.userData?.token ?? '',
  );
}

export { money } from './money';
