import { casinoBetsOpen, fromPaise, rateFromHundredths, resultSummary } from '@exchange/betting';
import type { TableEngine } from './engine';
import type { CasinoBetRow } from './tables';
import type { BetView, Lucky7RoundData } from '@exchange/contracts/casino';

export type OddsSnapshot = ReturnType<typeof buildOdds>;

function buildOdds(engine: TableEngine) {
  const { round, rules, table } = engine;
  const status =
    round.phase === 'BETTING' && casinoBetsOpen(round.autoTime) ? ('ACTIVE' as const) : ('SUSPENDED' as const);
  return {
    marketId: round.marketId,
    casinoGames: table.gameId,
    autoTime: String(round.autoTime),
    status,
    seedHash: round.seedHash,
    cards: round.cards,
    winner: round.verdict?.winner ?? null,
    oddDetailsDTOS: rules.options.map((o) => ({
      runnerName: o.runnerName,
      selectionId: o.selectionId,
      back1: o.back,
      lay1: o.lay,
      backSize1: 0,
      laySize1: 0,
      status,
      casinoGames: table.gameId,
    })),
  };
}

const cache = new WeakMap<TableEngine, { version: number; body: OddsSnapshot }>();

/** The odds poll (every 0.8 s per player) is answered from one object per engine state. */
export function oddsSnapshot(engine: TableEngine): OddsSnapshot {
  const hit = cache.get(engine);
  if (hit && hit.version === engine.changeVersion) return hit.body;
  const body = buildOdds(engine);
  cache.set(engine, { version: engine.changeVersion, body });
  return body;
}

/**
 * Lucky 7's data for a round (spec section 7): the card once dealt and what it decided, by the
 * rules that settle the round. A round that is no longer on the table reads as CLOSED; its
 * settled detail is the result popup's.
 */
export function lucky7RoundData(engine: TableEngine, marketId: string): Lucky7RoundData {
  const { round, table } = engine;
  if (round.marketId !== marketId) return { marketId, phase: 'CLOSED', card: null, results: [] };
  const card = round.cards.card?.[0] ?? null;
  return { marketId, phase: round.phase, card, results: card ? resultSummary(table.gameId, round.cards) : [] };
}

/** A bet as the client's lists read it (spec section 3: runnerName, back or lay, amount; issue 6 fields). */
export function betView(bet: CasinoBetRow): BetView {
  const rate = rateFromHundredths(bet.rateHundredths);
  return {
    id: bet.id,
    marketId: bet.marketId,
    casinoGames: bet.gameId,
    runnerName: bet.runnerName,
    selectionId: bet.selectionId,
    back: bet.isBack ? rate : 0,
    lay: bet.isBack ? 0 : rate,
    backRate: bet.isBack ? rate : 0,
    layRate: bet.isBack ? 0 : rate,
    amount: fromPaise(bet.stakePaise),
    profit: fromPaise(bet.profitPaise),
    loss: fromPaise(bet.lossPaise),
    status: bet.status,
    result: bet.result,
    profitLoss: bet.profitLossPaise === null ? null : fromPaise(bet.profitLossPaise),
    ip: bet.ip ?? '',
    userAgent: bet.userAgent ?? '',
    createdDate: bet.createdAt.toISOString(),
  };
}
