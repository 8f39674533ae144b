import {
  Exposure,
  GamesListItem,
  LastResults,
  Lucky7RoundData as Lucky7RoundDataSchema,
  OddsHead,
  OddsView,
  SettledBetView,
  TableBet,
} from '@exchange/contracts/casino';
import { keepRows, matches } from '@exchange/contracts/read';
import {
  envelopeResponse,
  finite,
  httpUrl,
  isRecord,
  items,
  numberOrZero,
  text,
  texts,
  type WireRecord,
} from '@exchange/shared-http';
import type {
  CasinoBet,
  CasinoOdd,
  CasinoOdds,
  GameListItem,
  LastResult,
  Lucky7RoundData,
  SettledCasinoBet,
} from './tableTypes';

/**
 * Readers for the table's polled answers. Every server input is untrusted: an option or bet that
 * cannot be read is left out, a rate that is not a number reads as 0 (odd 0 is never selectable),
 * an unknown status reads as suspended, and an answer that names no round is no round at all, so
 * nothing malformed can be bet on or crash the table. What is read is then checked against the
 * contract's schema, so a row that still is not what the API promises (a bet id of 0, say) is left
 * out and logged.
 */
const OptionSchema = OddsView.properties.oddDetailsDTOS.items;
const whole = (value: unknown): number | undefined => {
  const n = finite(value);
  return n !== undefined && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
};
const body = (envelope: unknown): WireRecord | undefined => {
  const response = envelopeResponse(envelope);
  return isRecord(response) ? response : undefined;
};

function option(value: unknown): CasinoOdd | undefined {
  if (!isRecord(value)) return undefined;
  const runnerName = text(value.runnerName);
  const selectionId = whole(value.selectionId);
  if (!runnerName || selectionId === undefined) return undefined;
  return {
    runnerName,
    selectionId,
    back1: Math.max(0, numberOrZero(value.back1)),
    lay1: Math.max(0, numberOrZero(value.lay1)),
    backSize1: numberOrZero(value.backSize1),
    laySize1: numberOrZero(value.laySize1),
    status: value.status === 'ACTIVE' ? 'ACTIVE' : 'SUSPENDED',
    casinoGames: text(value.casinoGames) ?? '',
  };
}

/**
 * The round's countdown (`autoTime`) as whole seconds in text. A countdown that cannot be read is 0:
 * the board shows the round suspended. Read here for the whole answer and for each tick told alone.
 */
export function readCountdown(value: unknown): string {
  const seconds = finite(Number(value));
  return seconds !== undefined && seconds >= 0 ? String(Math.floor(seconds)) : '0';
}

/** `/odds`: the round in play, or null when the answer names no round. */
export function parseCasinoOdds(envelope: unknown): CasinoOdds | null {
  const odds = body(envelope);
  const marketId = text(odds?.marketId);
  if (!odds || !marketId) return null;
  const cards = isRecord(odds.cards)
    ? Object.fromEntries(
        Object.entries(odds.cards).flatMap(([side, codes]) => (texts(codes) ? [[side, texts(codes)!]] : [])),
      )
    : {};
  const read = {
    marketId,
    casinoGames: text(odds.casinoGames) ?? '',
    autoTime: readCountdown(odds.autoTime),
    status: odds.status === 'ACTIVE' ? 'ACTIVE' : 'SUSPENDED',
    seedHash: text(odds.seedHash) ?? '',
    cards,
    winner: text(odds.winner) ?? null,
    oddDetailsDTOS: keepRows(
      OptionSchema,
      items(odds.oddDetailsDTOS)
        .map(option)
        .filter((o): o is CasinoOdd => o !== undefined),
      'casino odds options',
    ),
  };
  // The options are checked row by row above; checked again with the whole answer, they were most
  // of the cost of reading an answer that changes with every tick of the countdown (issue 12).
  return matches(OddsHead, read) ? read : null;
}

/** The strip's rounds; anything in the answer that is not a round is left out rather than drawn. */
export function lastResultsOf(envelope: unknown): LastResult[] {
  const read = items(body(envelope)?.casinoMarketHistoryResponseDTOS).filter(
    (r): r is LastResult => isRecord(r) && typeof r.marketId === 'string' && typeof r.mainWinner === 'string',
  );
  return keepRows(LastResults.properties.casinoMarketHistoryResponseDTOS.items, read, 'casino last results');
}

export function readCasinoBet(value: unknown): CasinoBet | undefined {
  if (!isRecord(value)) return undefined;
  const id = whole(value.id);
  const marketId = text(value.marketId);
  const runnerName = text(value.runnerName);
  const amount = finite(value.amount);
  if (id === undefined || !marketId || !runnerName || amount === undefined) return undefined;
  return {
    id,
    marketId,
    runnerName,
    selectionId: whole(value.selectionId) ?? 0,
    back: numberOrZero(value.back),
    lay: numberOrZero(value.lay),
    amount,
    profit: numberOrZero(value.profit),
    loss: numberOrZero(value.loss),
    createdDate: text(value.createdDate) ?? '',
  };
}

/** `/my-bet`: the player's bets at this table; a row that cannot be read is left out. */
export function parseCasinoBets(envelope: unknown): CasinoBet[] {
  return keepRows(
    TableBet,
    items(envelopeResponse(envelope))
      .map(readCasinoBet)
      .filter((b): b is CasinoBet => b !== undefined),
    'casino table bets',
  );
}

/**
 * `/my-bet/settled`: the player's settled casino bets, newest first, every table; a row that
 * cannot be read (or whose profit or loss is missing) is left out.
 */
export function parseSettledBets(envelope: unknown): SettledCasinoBet[] {
  const read = items(envelopeResponse(envelope)).flatMap((value) => {
    const bet = readCasinoBet(value);
    const casinoGames = isRecord(value) ? text(value.casinoGames) : undefined;
    const profitLoss = isRecord(value) ? finite(value.profitLoss) : undefined;
    if (!bet || !casinoGames || profitLoss === undefined) return [];
    const { id, marketId, runnerName, back, lay, amount, createdDate } = bet;
    return [{ id, marketId, casinoGames, runnerName, back, lay, amount, profitLoss, createdDate }];
  });
  return keepRows(SettledBetView, read, 'casino settled bets');
}

/** `/pl-exposure`: the player's exposure per option name. */
export function parseExposure(envelope: unknown): Record<string, number> {
  const read = items(body(envelope)?.casinoPLExposure).flatMap((x) => {
    const selectionName = isRecord(x) ? text(x.selectionName) : undefined;
    const exposure = isRecord(x) ? finite(x.exposure) : undefined;
    return selectionName !== undefined && exposure !== undefined ? [{ selectionName, exposure }] : [];
  });
  return Object.fromEntries(
    keepRows(Exposure.properties.casinoPLExposure.items, read, 'casino exposure').map((x) => [
      x.selectionName,
      x.exposure,
    ]),
  );
}

/** `/games-list`: the tables with their stream addresses; only an http(s) address, read against `base`, is kept. */
export function parseGamesList(envelope: unknown, base: string): GameListItem[] {
  const read = items(envelopeResponse(envelope)).flatMap((g) => {
    if (!isRecord(g)) return [];
    const gameCode = text(g.gameCode);
    const streamURL = httpUrl(g.streamURL, base);
    return gameCode && streamURL ? [{ gameCode, gameName: text(g.gameName) ?? gameCode, streamURL }] : [];
  });
  return keepRows(GamesListItem, read, 'casino games list');
}

/** `/lucky7/round-data`: the round's card and its result rows; rows that cannot be read are left out. */
export function parseLucky7RoundData(envelope: unknown): Lucky7RoundData | null {
  const data = body(envelope);
  const marketId = text(data?.marketId);
  if (!data || !marketId) return null;
  const read = items(data.results).flatMap((row) => {
    const resultFor = isRecord(row) ? text(row.resultFor) : undefined;
    const result = isRecord(row) ? texts(row.result) : undefined;
    return resultFor && result ? [{ resultFor, result }] : [];
  });
  const results = keepRows(Lucky7RoundDataSchema.properties.results.items, read, 'lucky 7 result rows');
  const phase =
    data.phase === 'BETTING' || data.phase === 'SETTLING' || data.phase === 'RESULT' ? data.phase : 'CLOSED';
  const round = { marketId, phase, card: text(data.card) ?? null, results };
  return matches(Lucky7RoundDataSchema, round) ? round : null;
}
