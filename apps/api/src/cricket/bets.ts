// One file (about 300 lines) for now: the offer checks (currentOffer, checkFitsSession) run only
// under the player's lock inside CricketBets.place, and reading them beside that transaction is the
// point. If a third market kind comes here, move the offers to a file of their own (offers.ts).
import {
  cricketMarketKind,
  cricketPayout,
  exactPaise,
  isSessionType,
  profitLoss,
  quotedProfitLossProblem,
  QUOTE_MISMATCH,
  rateFromHundredths,
  rateToHundredths,
  takesRateNow,
  runnerMarketExposure,
  sessionExposure,
  sessionRule,
  sessionTypeOf,
  validateSportBet,
  type BetSide,
  type MarketKind,
  type RunnerBet,
  type SessionBet,
  type SessionType,
} from '@exchange/betting';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ApiError } from '../http/envelope';
import { IdempotencyKeys, type IdempotentRequest } from '../betRequests/idempotency';
import type { Tx, WalletService } from '../wallet/wallet';
import { MATCH_LIMITS } from '../sports/limits';
import { MARKET_CLOSED, MARKET_SUSPENDED, foundMatch } from '../sports/refusals';
import { teamSelectionId } from './markets';
import { cricketBets, type CricketBetRow } from './tables';
import type { CricketWorld, LiveMatch } from './world';

export const ODDS_CHANGED = 'Odds changed, please place the bet again';

export type PlaceBetInput = {
  kind: 'BOOKMAKER' | 'FANCY';
  eventId: number;
  marketId: string;
  selectionId?: number;
  side: BetSide;
  /** Bookmaker rate in paisa, a line session's rate (size), or a fancy1 session's decimal odds. */
  rate: number;
  /** The session line the player saw (line sessions only; a fancy1 session has none). */
  run?: number | undefined;
  /** The session's type as the player's slip named it (fancy only); checked against the market's. */
  gameType?: string | undefined;
  /** The session's runner as the slip named it (fancy only); checked against the market's. */
  runnerName?: string | undefined;
  amount: number;
  /** Take the rate standing now when it moved in the player's favour (issue 15). */
  acceptBetterOdds?: boolean | undefined;
  /** The profit and loss the player's slip showed; held to the market's rule at `rate` (QUOTE_MISMATCH). */
  quoted?: { profit?: number | undefined; loss?: number | undefined };
  /** The Idempotency-Key and the fingerprint of the whole request; none: a fresh bet. */
  idempotency?: IdempotentRequest | undefined;
};

const rateOf = (bet: CricketBetRow) => rateFromHundredths(bet.rateHundredths);

/** The market a stored bet was placed on, by the same rule the client's slip uses. */
export const marketKindOf = (kind: CricketBetRow['kind']): MarketKind => cricketMarketKind(kind === 'FANCY');

export function runnerBetsOf(bets: readonly CricketBetRow[]): RunnerBet[] {
  return bets.map((b) => ({ selectionId: b.selectionId, side: b.side, rate: rateOf(b), stakePaise: b.stakePaise }));
}

/** The bets of one session market, as packages/betting reads them (a fancy1 bet has no run). */
export function sessionBetsOf(bets: readonly CricketBetRow[]): SessionBet[] {
  return bets.map((b) => ({ side: b.side, run: b.run, rate: rateOf(b), stakePaise: b.stakePaise }));
}

/** The type of the session a market's bets were placed on (every bet of a market has its market's type). */
export const sessionTypeOfBets = (bets: readonly CricketBetRow[]): SessionType => sessionTypeOf(bets[0]?.gameType);

/** Money at risk on one market of a match, by the same arithmetic the client shows. */
export function marketExposure(cricketId: number, kind: CricketBetRow['kind'], bets: readonly CricketBetRow[]): number {
  if (kind === 'FANCY') return sessionExposure(sessionTypeOfBets(bets), sessionBetsOf(bets));
  return runnerMarketExposure(
    'BOOKMAKER',
    [teamSelectionId(cricketId, 0), teamSelectionId(cricketId, 1)],
    runnerBetsOf(bets),
  );
}

export type Offer = {
  marketName: MarketKind;
  gameType: string;
  selectionId: number;
  runnerName: string;
  rate: number;
  run: number | null;
};

/** The offer as it stands now; throws the player-facing reason when it cannot be taken. */
function currentOffer(match: LiveMatch, input: PlaceBetInput): Offer {
  if (match.sim.finished || !match.inPlay) throw ApiError.badRequest(MARKET_CLOSED);
  if (input.kind === 'BOOKMAKER') {
    const market = match.odds.bookMakerOdds[0]!.bm1;
    const runner =
      market.marketId === input.marketId
        ? market.oddDetailsDTOS.find((r) => r.selectionId === input.selectionId)
        : undefined;
    if (!runner) throw ApiError.badRequest(MARKET_CLOSED);
    if (runner.status !== 'ACTIVE') throw ApiError.badRequest(MARKET_SUSPENDED);
    const rate = input.side === 'back' ? runner.back1 : runner.lay1;
    if (
      !takesRateNow(input.side, rateToHundredths(input.rate), rateToHundredths(rate), input.acceptBetterOdds === true)
    )
      throw ApiError.badRequest(ODDS_CHANGED);
    return {
      marketName: marketKindOf('BOOKMAKER'),
      gameType: 'MATCH',
      selectionId: runner.selectionId,
      runnerName: runner.runnerName,
      rate,
      run: null,
    };
  }
  const group = match.odds.fancyOdds.find((g) => g.oddDetailsDTOS.some((r) => r.marketId === input.marketId));
  const line = group?.oddDetailsDTOS.find((r) => r.marketId === input.marketId);
  if (!group || !line) throw ApiError.badRequest(MARKET_CLOSED);
  const type = sessionTypeOf(group.gameType);
  checkFitsSession(input, type, line);
  if (line.status !== 'ACTIVE') throw ApiError.badRequest(MARKET_SUSPENDED);
  const better = input.acceptBetterOdds === true;
  if (sessionRule(type) === 'event') {
    // fancy1: YES at back1, NO at lay1, both decimal odds.
    const odds = input.side === 'back' ? line.back1 : line.lay1;
    if (!takesRateNow(input.side, rateToHundredths(input.rate), rateToHundredths(odds), better))
      throw ApiError.badRequest(ODDS_CHANGED);
    return sessionOffer(type, line, odds, null);
  }
  const [run, rate] = input.side === 'back' ? [line.back1, line.backSize1] : [line.lay1, line.laySize1];
  // A different line is a different bet: only the rate at the same line may be a better one.
  if (run !== input.run || !takesRateNow(input.side, rateToHundredths(input.rate), rateToHundredths(rate), better))
    throw ApiError.badRequest(ODDS_CHANGED);
  return sessionOffer(type, line, rate, run);
}

const sessionOffer = (
  type: SessionType,
  line: { selectionId: number; runnerName: string },
  rate: number,
  run: number | null,
): Offer => ({
  marketName: marketKindOf('FANCY'),
  gameType: type,
  selectionId: line.selectionId,
  runnerName: line.runnerName,
  rate,
  run,
});

/**
 * Refuses a session bet that does not fit its market (400, nothing written): another type than
 * the market's, a run sent for a fancy1 session (priced in odds) or none for a line, a runner that
 * is not the market's.
 */
function checkFitsSession(input: PlaceBetInput, type: SessionType, line: { selectionId: number; runnerName: string }) {
  const yes = input.side === 'back';
  if (input.gameType !== undefined && input.gameType !== type)
    throw ApiError.badRequest(
      isSessionType(input.gameType)
        ? `This session is ${type}, not ${input.gameType}`
        : `gameType must be this session's type: ${type}`,
    );
  if (sessionRule(type) === 'event' && input.run !== undefined)
    throw ApiError.badRequest(
      `A ${type} session is priced in odds: send ${yes ? 'backRate' : 'layRate'} without ${yes ? 'oddsBack' : 'oddsLay'}`,
    );
  if (sessionRule(type) === 'line' && input.run === undefined)
    throw ApiError.badRequest(
      yes ? 'oddsBack and backRate are required for YES' : 'oddsLay and layRate are required for NO',
    );
  if (input.selectionId !== undefined && input.selectionId !== line.selectionId)
    throw ApiError.badRequest(`selectionId ${input.selectionId} is not this session's runner (${line.selectionId})`);
  if (input.runnerName !== undefined && input.runnerName !== line.runnerName)
    throw ApiError.badRequest(`runnerName '${input.runnerName}' is not this session's runner ('${line.runnerName}')`);
}

/**
 * Places bets and keeps each player's open cricket bets in memory for the polled reads (my-bets,
 * match details, bet counts); the copy is reloaded after every committed money change.
 */
export class CricketBets {
  private readonly open = new Map<number, CricketBetRow[]>();
  private readonly keys: IdempotencyKeys;

  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    private readonly world: CricketWorld,
  ) {
    this.keys = new IdempotencyKeys(db);
  }

  async loadUser(userId: number): Promise<void> {
    const rows = await this.db
      .select()
      .from(cricketBets)
      .where(and(eq(cricketBets.userId, userId), eq(cricketBets.status, 'OPEN')))
      .orderBy(cricketBets.id);
    this.open.set(userId, rows);
  }

  openBets(userId: number): readonly CricketBetRow[] {
    return this.open.get(userId) ?? [];
  }

  async ensureLoaded(userId: number): Promise<readonly CricketBetRow[]> {
    if (!this.open.has(userId)) await this.loadUser(userId);
    return this.openBets(userId);
  }

  /**
   * Places a bet, or replays the answer to the same request under the same Idempotency-Key (409
   * for the same key with any other request). `answer` is what the route sends, and stores.
   */
  async place<T>(
    userId: number,
    input: PlaceBetInput,
    answer: (bet: CricketBetRow) => T,
  ): Promise<{ answer: T; repeated: boolean }> {
    const marketType = marketKindOf(input.kind);
    const invalid = validateSportBet({ amount: input.amount, odd: input.rate, marketType, limits: MATCH_LIMITS });
    if (invalid) throw ApiError.badRequest(invalid);
    // validateSportBet refused a stake or rate finer than paise: both are taken exactly as written.
    const stakePaise = exactPaise(input.amount);

    return this.wallet.run(
      userId,
      async (wallet) => {
        const replayed = await this.keys.replay<T>(wallet.tx, userId, input.idempotency);
        if (replayed !== undefined) return { answer: replayed, repeated: true };
        const match = await this.world.forBet(wallet.tx, foundMatch(this.world.byEventId(input.eventId)));
        if (!match) throw ApiError.badRequest(MARKET_CLOSED);
        // Checked under the player's lock, so a match settling meanwhile cannot miss this bet.
        const offer = currentOffer(match, input);
        // The slip's figures at the price the player asked (a better rate taken pays more, not other terms).
        const asked = profitLoss(cricketPayout(offer.marketName, offer.gameType), input.side, input.rate, stakePaise);
        const misquoted = quotedProfitLossProblem(input.quoted ?? {}, asked);
        if (misquoted) throw ApiError.badRequest(QUOTE_MISMATCH);
        const kind = input.kind;
        const before = await openInMarket(wallet.tx, userId, input.marketId);
        const bet = await insertBet(wallet.tx, userId, match, {
          ...offer,
          marketId: input.marketId,
          kind,
          side: input.side,
          stakePaise,
        });
        const cricketId = match.row.cricketId;
        wallet.changeLiability(
          marketExposure(cricketId, kind, [...before, bet]) - marketExposure(cricketId, kind, before),
        );
        const placed = answer(bet);
        await this.keys.remember(wallet.tx, userId, input.idempotency, placed);
        return { answer: placed, repeated: false };
      },
      { bet: true },
    );
  }
}

/** One bet as taken (offer as it stands, stake in paise), with its profit and loss by the market's rule. */
export async function insertBet(
  tx: Tx,
  userId: number,
  match: LiveMatch,
  bet: Offer & { marketId: string; kind: CricketBetRow['kind']; side: BetSide; stakePaise: number },
): Promise<CricketBetRow> {
  const pl = profitLoss(cricketPayout(bet.marketName, bet.gameType), bet.side, bet.rate, bet.stakePaise);
  const [row] = await tx
    .insert(cricketBets)
    .values({
      userId,
      cricketId: match.row.cricketId,
      eventId: match.row.eventId,
      eventName: match.row.eventName,
      marketId: bet.marketId,
      marketName: bet.marketName,
      kind: bet.kind,
      gameType: bet.gameType,
      selectionId: bet.selectionId,
      runnerName: bet.runnerName,
      side: bet.side,
      rateHundredths: rateToHundredths(bet.rate),
      run: bet.run,
      stakePaise: bet.stakePaise,
      profitPaise: pl.profitPaise,
      lossPaise: pl.lossPaise,
    })
    .returning();
  return row!;
}

export function openInMarket(tx: Tx, userId: number, marketId: string): Promise<CricketBetRow[]> {
  return tx
    .select()
    .from(cricketBets)
    .where(and(eq(cricketBets.userId, userId), eq(cricketBets.marketId, marketId), eq(cricketBets.status, 'OPEN')));
}
