import {
  ResultDetailView,
  ResultHistory,
  type CricketOver,
  type CricketResult as CricketInnings,
  type ResultLine,
  type ResultRow,
} from '@exchange/contracts/casino';
import { nested, read, zeroIfNoNumber, type Reading } from '@exchange/contracts/read';
import { envelopeResponse, isRecord, type Read } from '@exchange/shared-http';

export type { ResultRow } from '@exchange/contracts/casino';

type Round = NonNullable<ResultDetailView['casinoIndividualResultDTO']>;
type Bet = ResultDetailView['betResponseDTOList'][number];

/** A side's cards (casinoCardResultMaps): 'Player A' → ['AS', 'KD', '3C'], and whether it won. */
export type CardLine = Omit<ResultLine, 'result'> & { cards: string[] };
/** One over of a cricket result: the six balls, the over's runs and the score after it. */
export type OverRow = { over: string; balls: string[]; runsPerOver: string; score: string };
/** A cricket round's innings (the contract's two teams), over by over as the board shows them. */
export type CricketResult = { [team in keyof CricketInnings]: OverRow[] };

export type RoundResult = Omit<
  Round,
  'id' | 'casinoCardResultMaps' | 'casinoIndividualResultMaps' | 'casinoCricketResultDTO'
> & { cardLines: CardLine[]; resultRows: ResultRow[]; cricket: CricketResult | null };

/** The player's bet in the round (spec section 3, casino bet row): its side and rate from the two rates. */
export type ResultBet = Omit<Bet, 'backRate' | 'layRate'> & { isLay: boolean; rate: number };

export type ResultDetail = { round: RoundResult | null; bets: ResultBet[]; totalProfitLoss: number };

export const UNREADABLE_RESULT = 'The result of this round could not be read. Please try again later.';

/** A figure sent as a number where the spec shows text (a market id, a winner): read as its text. */
const shown = (sent: unknown) => (typeof sent === 'number' && Number.isFinite(sent) ? String(sent) : undefined);

/** A rate sent under the bet's other name for it (`back`, `lay`), else none (0). */
const rateFrom = (key: 'back' | 'lay') => (_sent: unknown, bet: Readonly<Record<string, unknown>>) => {
  const rate = bet[key];
  return typeof rate === 'number' && Number.isFinite(rate) ? rate : 0;
};

/** A whole count of 0 or more from a figure sent with a fraction or below 0. */
const whole = (sent: unknown) =>
  typeof sent === 'number' && Number.isFinite(sent) ? Math.max(0, Math.floor(sent)) : undefined;

/** A value sent alone where the contract has a list of it: read as a list of one. */
const listOfOne = (sent: unknown) => {
  const one = typeof sent === 'string' ? sent : shown(sent);
  return one === undefined ? undefined : [one];
};

const RESULT: Reading<ResultDetailView> = {
  casinoIndividualResultDTO: nested({
    id: 0,
    marketId: shown,
    casinoGames: '',
    createdAt: '',
    winner: '',
    winnerLabel: '',
    seed: '',
    seedHash: '',
    casinoCardResultMaps: nested({ id: zeroIfNoNumber, isWinning: false }),
    casinoIndividualResultMaps: nested({ id: zeroIfNoNumber, result: listOfOne }),
    casinoCricketResultDTO: null,
  }),
  casinoCricketResultDTO: null,
  betResponseDTOList: nested({
    backRate: rateFrom('back'),
    layRate: rateFrom('lay'),
    profitLoss: null,
    createdDate: '',
    ip: '',
    userAgent: '',
    result: null,
  }),
  // No total sent: the round paid nothing.
  totalProfitLoss: (sent) => (sent === undefined || sent === null ? 0 : undefined),
};

/** A list that is there but is no list: the answer is not one to draw, even though a missing list reads as none. */
const notAList = (value: unknown) => value !== undefined && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : (shown(value) ?? ''));

function overRow(over: CricketOver): OverRow {
  const balls = [over.run1, over.run2, over.run3, over.run4, over.run5, over.run6].map(text);
  return { over: text(over.over), balls, runsPerOver: text(over.runsPerOver), score: text(over.score) };
}

function roundResult(round: Round): RoundResult {
  const { casinoCardResultMaps, casinoIndividualResultMaps, casinoCricketResultDTO: cricket, id: _id, ...rest } = round;
  return {
    ...rest,
    cardLines: casinoCardResultMaps.map(({ result, ...line }) => ({ ...line, cards: result })),
    resultRows: casinoIndividualResultMaps,
    cricket: cricket ? { team1: cricket.team1.map(overRow), team2: cricket.team2.map(overRow) } : null,
  };
}

/**
 * The `/individaul-result` answer, read with the contract: a line, row or bet that is not the
 * contract's is left out and logged; an answer that is not one (no response, a total that is not a
 * number, a round whose cards are not a list) gives one clear message instead of a half-drawn round.
 */
export function parseResultDetail(envelope: unknown): Read<ResultDetail> {
  const body = envelopeResponse(envelope);
  const sent = isRecord(body) && isRecord(body.casinoIndividualResultDTO) ? body.casinoIndividualResultDTO : {};
  const detail = read(ResultDetailView, body, RESULT, 'casino result');
  if (!detail || notAList(sent.casinoCardResultMaps) || notAList(sent.casinoIndividualResultMaps))
    return { ok: false, message: UNREADABLE_RESULT };
  const bets = detail.betResponseDTOList.map(({ backRate, layRate, ...bet }) => ({
    ...bet,
    isLay: layRate > 0,
    rate: layRate > 0 ? layRate : backRate,
  }));
  const dto = detail.casinoIndividualResultDTO;
  // A backend may send the cricket innings beside the round rather than in it.
  const round =
    dto && roundResult({ ...dto, casinoCricketResultDTO: dto.casinoCricketResultDTO ?? detail.casinoCricketResultDTO });
  return { ok: true, value: { round, bets, totalProfitLoss: detail.totalProfitLoss } };
}

/** A past round in the result history (View All). */
export type HistoryItem = ResultHistory['casinoMarketHistoryResponseDTOS'][number];
export type HistoryPage = { items: HistoryItem[]; totalPages: number; totalElements: number };

export const UNREADABLE_HISTORY = 'The results could not be read. Please try again later.';

const HISTORY: Reading<ResultHistory> = {
  casinoMarketHistoryResponseDTOS: nested({
    marketId: shown,
    mainWinner: shown,
    winnerLabel: (_, row) => (typeof row.mainWinner === 'string' ? row.mainWinner : shown(row.mainWinner)),
    createdAt: '',
  }),
  pageNumber: 0,
  pageSize: 0,
  totalElements: whole,
  totalPages: whole,
};

/** A page of the history is read whole: a round that cannot be read makes the page unreadable, not shorter. */
export function parseHistoryPage(envelope: unknown): Read<HistoryPage> {
  const body = envelopeResponse(envelope);
  const sent = isRecord(body) ? body.casinoMarketHistoryResponseDTOS : undefined;
  const page = read(ResultHistory, body, HISTORY, 'casino results');
  const items = page?.casinoMarketHistoryResponseDTOS ?? [];
  if (!page || notAList(sent) || (Array.isArray(sent) && sent.length !== items.length))
    return { ok: false, message: UNREADABLE_HISTORY };
  return { ok: true, value: { items, totalPages: page.totalPages, totalElements: page.totalElements } };
}
