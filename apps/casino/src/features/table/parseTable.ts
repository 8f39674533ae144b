import {
  Exposure,
  GamesListItem,
  LastResults,
  Lucky7RoundData as Lucky7RoundDataSchema,
  OddsView,
  SettledBetView,
  TableBet,
} from '@exchange/contracts/casino';
import { keepRows, nested, read, type Reading } from '@exchange/contracts/read';
import { envelopeResponse, httpUrl } from '@exchange/shared-http';
import type { CasinoBet, CasinoOdds, GameListItem, LastResult, Lucky7RoundData, SettledCasinoBet } from './tableTypes';

/**
 * Readers for the table's polled answers, read with the contract's schemas (packages/contracts
 * read.ts): an option, bet or row that is not the contract's is left out and logged, an answer that
 * names no round is no round, so nothing malformed can be bet on or crash the table. What is the
 * table's own: a rate that is not one reads as 0 (odd 0 is never selectable), an unknown status as
 * suspended, a garbled countdown as 0 (the board shows the round suspended).
 */

/**
 * The round's countdown (`autoTime`) as whole seconds in text. A countdown that cannot be read is 0:
 * the board shows the round suspended. Read here for the whole answer and for each tick told alone.
 */
export function readCountdown(value: unknown): string {
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? String(Math.floor(seconds)) : '0';
}

const ODDS: Reading<CasinoOdds> = {
  casinoGames: '',
  autoTime: readCountdown,
  status: 'SUSPENDED',
  seedHash: '',
  // A side whose cards are not card codes is left out; the others are drawn. No sides: no cards.
  cards: nested({}, {}),
  winner: null,
  oddDetailsDTOS: nested({ back1: 0, lay1: 0, backSize1: 0, laySize1: 0, status: 'SUSPENDED', casinoGames: '' }),
};

/** `/odds`: the round in play, or null when the answer names no round. */
export const parseCasinoOdds = (envelope: unknown): CasinoOdds | null =>
  read(OddsView, envelopeResponse(envelope), ODDS, 'casino odds') ?? null;

/** The strip's rounds; anything in the answer that is not a round is left out rather than drawn. */
export const lastResultsOf = (envelope: unknown): LastResult[] =>
  read(LastResults, envelopeResponse(envelope), {}, 'casino last results')?.casinoMarketHistoryResponseDTOS ?? [];

const BET: Reading<CasinoBet> = { selectionId: 0, back: 0, lay: 0, profit: 0, loss: 0, createdDate: '' };

/** A placed bet's answer, as the table's lists read it. */
export const readCasinoBet = (value: unknown): CasinoBet | undefined => read(TableBet, value, BET, 'casino bet');

/** `/my-bet`: the player's bets at this table; a row that cannot be read is left out. */
export const parseCasinoBets = (envelope: unknown): CasinoBet[] =>
  keepRows(TableBet, envelopeResponse(envelope), 'casino table bets', BET);

/**
 * `/my-bet/settled`: the player's settled casino bets, newest first, every table; a row that
 * names no table, or whose profit or loss is missing, is left out.
 */
export const parseSettledBets = (envelope: unknown): SettledCasinoBet[] =>
  keepRows(SettledBetView, envelopeResponse(envelope), 'casino settled bets', { back: 0, lay: 0, createdDate: '' });

/** `/pl-exposure`: the player's exposure per option name. */
export function parseExposure(envelope: unknown): Record<string, number> {
  const rows = read(Exposure, envelopeResponse(envelope), {}, 'casino exposure')?.casinoPLExposure ?? [];
  return Object.fromEntries(rows.map((x) => [x.selectionName, x.exposure]));
}

/** `/games-list`: the tables with their stream addresses; only an http(s) address, read against `base`, is kept. */
export function parseGamesList(envelope: unknown, base: string): GameListItem[] {
  const games = keepRows(GamesListItem, envelopeResponse(envelope), 'casino games list', {
    gameName: (_, game) => game.gameCode as string,
  });
  return games.flatMap((game) => {
    const streamURL = httpUrl(game.streamURL, base);
    return streamURL ? [{ ...game, streamURL }] : [];
  });
}

/** `/lucky7/round-data`: the round's card and its result rows; rows that cannot be read are left out. */
export const parseLucky7RoundData = (envelope: unknown): Lucky7RoundData | null =>
  read(Lucky7RoundDataSchema, envelopeResponse(envelope), { phase: 'CLOSED', card: null }, 'lucky 7 round') ?? null;
