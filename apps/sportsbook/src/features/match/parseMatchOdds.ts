import { MatchOdds as MatchOddsSchema, Order as OrderSchema, type PriceLevel } from '@exchange/contracts/matchOdds';
import { keepRows, matches } from '@exchange/contracts/read';
import { finite, isRecord, items, numberOrZero, positiveId, text } from '@exchange/shared-http';
import type { MatchOdds, MatchOddsRunner, MatchOrders } from './matchTypes';

/**
 * Readers for Match Odds (issue 15): the market on the odds poll and the player's orders on the
 * my-bet poll. As in parseMatch.ts, a row that cannot be read is left out and never crashes the
 * page: a price level that is not odds above 1 with a size, a runner without id or name, an order
 * that is not the contract's. A market without readable limits is no market (the slip could not
 * check a stake against it), and an unknown status reads as suspended.
 */

const LEVELS_SHOWN = 3;
const STATUSES = ['ACTIVE', 'SUSPENDED', 'CLOSED'] as const;

function levels(value: unknown, bestFirst: (a: PriceLevel, b: PriceLevel) => number): PriceLevel[] {
  return items(value)
    .flatMap((level) => {
      const price = isRecord(level) ? finite(level.price) : undefined;
      const size = isRecord(level) ? finite(level.size) : undefined;
      return price !== undefined && price > 1 && size !== undefined && size >= 0 ? [{ price, size }] : [];
    })
    .sort(bestFirst)
    .slice(0, LEVELS_SHOWN);
}

function runner(value: unknown): MatchOddsRunner | undefined {
  if (!isRecord(value)) return undefined;
  const selectionId = positiveId(value.selectionId);
  const runnerName = text(value.runnerName);
  if (selectionId === undefined || !runnerName) return undefined;
  return {
    selectionId,
    runnerName,
    // Backers want the highest price, layers the lowest: each list starts with its best.
    back: levels(value.back, (a, b) => b.price - a.price),
    lay: levels(value.lay, (a, b) => a.price - b.price),
  };
}

/** `matchOdds` of `/cricket/odds/{eventId}`, or undefined when there is none to show. */
export function parseMatchOdds(value: unknown): MatchOdds | undefined {
  if (!isRecord(value)) return undefined;
  const marketId = text(value.marketId);
  const minStack = finite(value.minStack);
  const maxStack = finite(value.maxStack);
  if (!marketId || value.marketName !== 'MATCH_ODDS' || minStack === undefined || maxStack === undefined)
    return undefined;
  const status = STATUSES.find((s) => s === value.status) ?? 'SUSPENDED';
  const market: MatchOdds = {
    marketId,
    marketName: 'MATCH_ODDS',
    status,
    inPlay: value.inPlay === true,
    minStack,
    maxStack,
    runners: items(value.runners)
      .map(runner)
      .filter((r): r is MatchOddsRunner => r !== undefined),
  };
  return matches(MatchOddsSchema, market) ? market : undefined;
}

/** `extra.matchOdds` of `/bet/my-bet/{eventId}`: the player's orders, exposure and matched position per runner. */
export function parseMatchOrders(value: unknown): MatchOrders {
  const body = isRecord(value) ? value : {};
  const positions = items(body.positions).flatMap((p) => {
    const selectionId = isRecord(p) ? positiveId(p.selectionId) : undefined;
    const position = isRecord(p) ? finite(p.position) : undefined;
    return selectionId !== undefined && position !== undefined ? [{ selectionId, position }] : [];
  });
  return {
    orders: keepRows(OrderSchema, items(body.orders), 'match odds orders'),
    exposure: numberOrZero(body.exposure),
    positions,
  };
}
