import {
  CASH_OUT_CHANGED,
  NO_CASH_OUT_PRICE,
  NOTHING_TO_CASH_OUT,
  cashOutBets,
  positionByRunner,
  type HedgeBet,
} from '@exchange/betting';
import { ApiError } from '../http/envelope';
import type { WalletService } from '../wallet/wallet';
import { MARKET_CLOSED, MARKET_SUSPENDED, foundMatch } from '../sports/refusals';
import { insertBet, marketExposure, marketKindOf, openInMarket, runnerBetsOf, type CricketBets } from './bets';
import type { CricketBetRow } from './tables';
import type { CricketWorld, LiveMatch } from './world';

export type BookmakerCashOutPlan = {
  marketId: string;
  bets: Array<HedgeBet & { runnerName: string }>;
  guaranteedPaise: number;
};

/**
 * The levelling bets of the player's bookmaker position at the rates quoted now (packages/betting
 * `cashOutBets`, one bet per runner that needs it, so a market of any number of runners), or the
 * player-facing reason there are none. A rate of 0 is no quote.
 */
export function bookmakerLevelling(
  match: LiveMatch,
  open: readonly CricketBetRow[],
  marketId?: string,
): BookmakerCashOutPlan {
  const market = match.odds.bookMakerOdds[0]?.bm1;
  if (match.sim.finished || !match.inPlay || !market || (marketId !== undefined && market.marketId !== marketId))
    throw ApiError.badRequest(MARKET_CLOSED);
  const runners = market.oddDetailsDTOS;
  if (runners.some((runner) => runner.status !== 'ACTIVE')) throw ApiError.badRequest(MARKET_SUSPENDED);
  const mine = open.filter((bet) => bet.kind === 'BOOKMAKER' && bet.marketId === market.marketId);
  if (mine.length === 0) throw ApiError.badRequest(NOTHING_TO_CASH_OUT);
  const ids = runners.map((runner) => runner.selectionId);
  const quote = (rate: number) => (rate > 0 ? rate : undefined);
  const cash = cashOutBets(
    'BOOKMAKER',
    positionByRunner('BOOKMAKER', ids, runnerBetsOf(mine)),
    runners.map((r) => ({ selectionId: r.selectionId, back: quote(r.back1), lay: quote(r.lay1) })),
  );
  if (!cash) throw ApiError.badRequest(NO_CASH_OUT_PRICE);
  const nameOf = new Map(runners.map((runner) => [runner.selectionId, runner.runnerName]));
  return {
    marketId: market.marketId,
    bets: cash.bets.map((bet) => ({ ...bet, runnerName: nameOf.get(bet.selectionId)! })),
    guaranteedPaise: cash.guaranteedPaise,
  };
}

/**
 * Cash-out on the bookmaker (issue 15): the offer is read from memory (the live rates and the
 * player's open bets); cashing out places the levelling bets as bookmaker bets in one wallet
 * transaction, as `CricketBets.place` does, only if they still guarantee at least what the player
 * was shown. Stake limits do not apply to a hedge: it only ever lowers what the player has at risk.
 */
export class BookmakerCashOut {
  constructor(
    private readonly wallet: WalletService,
    private readonly world: CricketWorld,
    private readonly bets: CricketBets,
  ) {}

  private live(eventId: number): LiveMatch {
    return foundMatch(this.world.find(eventId));
  }

  async offer(userId: number, eventId: number): Promise<BookmakerCashOutPlan> {
    return bookmakerLevelling(this.live(eventId), await this.bets.ensureLoaded(userId));
  }

  async cashOut(userId: number, eventId: number, marketId: string, shownPaise: number) {
    const known = this.live(eventId);
    return this.wallet.run(
      userId,
      async (wallet) => {
        // Under the player's lock, so a match settling meanwhile cannot miss these bets.
        const match = await this.world.forBet(wallet.tx, known);
        if (!match) throw ApiError.badRequest(MARKET_CLOSED);
        const before = await openInMarket(wallet.tx, userId, marketId);
        const plan = bookmakerLevelling(match, before, marketId);
        if (plan.guaranteedPaise < shownPaise) throw ApiError.badRequest(CASH_OUT_CHANGED);
        const placed: CricketBetRow[] = [];
        for (const bet of plan.bets)
          placed.push(
            await insertBet(wallet.tx, userId, match, {
              marketId,
              kind: 'BOOKMAKER',
              marketName: marketKindOf('BOOKMAKER'),
              gameType: 'MATCH',
              selectionId: bet.selectionId,
              runnerName: bet.runnerName,
              side: bet.side,
              rate: bet.rate,
              run: null,
              stakePaise: bet.stakePaise,
            }),
          );
        const cricketId = match.row.cricketId;
        wallet.changeLiability(
          marketExposure(cricketId, 'BOOKMAKER', [...before, ...placed]) -
            marketExposure(cricketId, 'BOOKMAKER', before),
        );
        return { guaranteedPaise: plan.guaranteedPaise, betIds: placed.map((bet) => bet.id) };
      },
      { bet: true },
    );
  }
}
