import { ResultBetView, ResultLineView, ResultRowView } from '@exchange/contracts/casino';
import { keepRows } from '@exchange/contracts/read';
import {
  envelopeResponse,
  finite,
  finiteOrNull,
  isRecord,
  text,
  texts,
  type Read,
  type WireRecord,
} from '@exchange/shared-http';

/** A side's cards (casinoCardResultMaps): 'Player A' → ['AS', 'KD', '3C'], and whether it won. */
export type CardLine = { id: number; resultFor: string; cards: string[]; isWinning: boolean };
/** A summary row (casinoIndividualResultMaps): 'Suit' → ['Spade']. */
export type ResultRow = { id: number; resultFor: string; result: string[] };
/** One over of a cricket result: the six balls, the over's runs and the score after it. */
export type OverRow = { over: string; balls: string[]; runsPerOver: string; score: string };
export type CricketResult = { team1: OverRow[]; team2: OverRow[] };

export type RoundResult = {
  marketId: string;
  casinoGames: string;
  createdAt: string;
  winner: string;
  winnerLabel: string;
  seed: string;
  seedHash: string;
  cardLines: CardLine[];
  resultRows: ResultRow[];
  cricket: CricketResult | null;
};

/** The player's bet in the round (spec section 3, casino bet row). */
export type ResultBet = {
  id: number;
  runnerName: string;
  isLay: boolean;
  rate: number;
  amount: number;
  profitLoss: number | null;
  createdDate: string;
  ip: string;
  userAgent: string;
  /** 'VOID' for a bet that was voided (the popup's Deleted filter). */
  result: string | null;
};

export type ResultDetail = { round: RoundResult | null; bets: ResultBet[]; totalProfitLoss: number };

export const UNREADABLE_RESULT = 'The result of this round could not be read. Please try again later.';

/** Every element read by `read`, or undefined when any is malformed (or the value is no list). */
function listOf<T>(value: unknown, read: (item: unknown) => T | undefined): T[] | undefined {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return undefined;
  const out: T[] = [];
  for (const item of value) {
    const parsed = read(item);
    if (parsed === undefined) return undefined;
    out.push(parsed);
  }
  return out;
}

const shown = (value: unknown): string | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : text(value);

function cardLine(item: unknown): CardLine | undefined {
  if (!isRecord(item)) return undefined;
  const resultFor = text(item.resultFor);
  const cards = texts(item.result);
  if (resultFor === undefined || cards === undefined) return undefined;
  return { id: finite(item.id) ?? 0, resultFor, cards, isWinning: item.isWinning === true };
}

function resultRow(item: unknown): ResultRow | undefined {
  if (!isRecord(item)) return undefined;
  const resultFor = text(item.resultFor);
  const result = texts(item.result) ?? (shown(item.result) === undefined ? undefined : [shown(item.result)!]);
  if (resultFor === undefined || result === undefined) return undefined;
  return { id: finite(item.id) ?? 0, resultFor, result };
}

function overRow(item: unknown): OverRow | undefined {
  if (!isRecord(item)) return undefined;
  const over = shown(item.over);
  if (over === undefined) return undefined;
  const balls = [1, 2, 3, 4, 5, 6].map((n) => shown(item[`run${n}`]) ?? '');
  return { over, balls, runsPerOver: shown(item.runsPerOver) ?? '', score: shown(item.score) ?? '' };
}

function cricketResult(value: unknown): CricketResult | null | undefined {
  if (value === undefined || value === null) return null;
  if (!isRecord(value)) return undefined;
  const team1 = listOf(value.team1, overRow);
  const team2 = listOf(value.team2, overRow);
  return team1 && team2 ? { team1, team2 } : undefined;
}

function roundResult(dto: WireRecord, outer: WireRecord): RoundResult | undefined {
  const marketId = shown(dto.marketId);
  const cardLines = listOf(dto.casinoCardResultMaps, cardLine);
  const resultRows = listOf(dto.casinoIndividualResultMaps, resultRow);
  const cricket = cricketResult(dto.casinoCricketResultDTO ?? outer.casinoCricketResultDTO);
  if (marketId === undefined || !cardLines || !resultRows || cricket === undefined) return undefined;
  return {
    marketId,
    casinoGames: text(dto.casinoGames) ?? '',
    createdAt: text(dto.createdAt) ?? '',
    winner: text(dto.winner) ?? '',
    winnerLabel: text(dto.winnerLabel) ?? '',
    seed: text(dto.seed) ?? '',
    seedHash: text(dto.seedHash) ?? '',
    cardLines: keepRows(ResultLineView, cardLines, 'result card lines') as CardLine[],
    resultRows: keepRows(ResultRowView, resultRows, 'result rows'),
    cricket,
  };
}

function resultBet(item: unknown): ResultBet | undefined {
  if (!isRecord(item)) return undefined;
  const id = finite(item.id);
  const runnerName = text(item.runnerName);
  const amount = finite(item.amount);
  const layRate = finite(item.layRate ?? item.lay) ?? 0;
  const backRate = finite(item.backRate ?? item.back) ?? 0;
  const profitLoss = finiteOrNull(item.profitLoss ?? null);
  if (id === undefined || runnerName === undefined || amount === undefined || profitLoss === undefined)
    return undefined;
  return {
    id,
    runnerName,
    isLay: layRate > 0,
    rate: layRate > 0 ? layRate : backRate,
    amount,
    profitLoss,
    createdDate: text(item.createdDate) ?? '',
    ip: text(item.ip) ?? '',
    userAgent: text(item.userAgent) ?? '',
    result: text(item.result) ?? null,
  };
}

/**
 * The `/individaul-result` answer, checked field by field; anything malformed gives one clear message.
 * The lines, rows and bets read are then checked against the contract, so one that still is not what
 * the API promises (a bet id below 1, a fractional line id) is left out and logged.
 */
export function parseResultDetail(envelope: unknown): Read<ResultDetail> {
  const body = envelopeResponse(envelope);
  if (!isRecord(body)) return { ok: false, message: UNREADABLE_RESULT };
  const dto = body.casinoIndividualResultDTO;
  const round = dto === null || dto === undefined ? null : isRecord(dto) ? roundResult(dto, body) : undefined;
  const bets = listOf(body.betResponseDTOList, resultBet);
  const totalProfitLoss = finite(body.totalProfitLoss ?? 0);
  if (round === undefined || !bets || totalProfitLoss === undefined) return { ok: false, message: UNREADABLE_RESULT };
  return {
    ok: true,
    value: { round, bets: keepRows(ResultBetView, bets, 'result bets') as ResultBet[], totalProfitLoss },
  };
}

/** A past round in the result history (View All). */
export type HistoryItem = { marketId: string; mainWinner: string; winnerLabel: string; createdAt: string };
export type HistoryPage = { items: HistoryItem[]; totalPages: number; totalElements: number };

export const UNREADABLE_HISTORY = 'The results could not be read. Please try again later.';

function historyItem(item: unknown): HistoryItem | undefined {
  if (!isRecord(item)) return undefined;
  const marketId = shown(item.marketId);
  const mainWinner = shown(item.mainWinner);
  if (marketId === undefined || mainWinner === undefined) return undefined;
  return {
    marketId,
    mainWinner,
    winnerLabel: text(item.winnerLabel) ?? mainWinner,
    createdAt: text(item.createdAt) ?? '',
  };
}

export function parseHistoryPage(envelope: unknown): Read<HistoryPage> {
  const body = envelopeResponse(envelope);
  if (!isRecord(body)) return { ok: false, message: UNREADABLE_HISTORY };
  const items = listOf(body.casinoMarketHistoryResponseDTOS, historyItem);
  const totalPages = finite(body.totalPages);
  const totalElements = finite(body.totalElements);
  if (!items || totalPages === undefined || totalElements === undefined)
    return { ok: false, message: UNREADABLE_HISTORY };
  return { ok: true, value: { items, totalPages: Math.max(0, Math.floor(totalPages)), totalElements } };
}
