import {
  fromPaise,
  positionByRunner,
  rateFromHundredths,
  sessionLadder,
  sessionPlusMinus,
  sessionResultText,
  sessionRule,
  sessionTypeOf,
} from '@exchange/betting';
import type { BetCount } from '@exchange/contracts/exchange';
import { placedSportBet } from './settlement';
import { marketExposure, runnerBetsOf, sessionBetsOf, sessionTypeOfBets } from './bets';
import { MATCH_LIMITS } from '../sports/limits';
import { bookmakerMarketId, teamSelectionId } from './markets';
import type { CricketBetRow } from './tables';
import type { LiveMatch } from './world';

const rupees = (paise: number) => fromPaise(paise);
/** −0 would print as "-0.00"; exposures are "0 or negative". */
const negative = (paise: number) => (paise === 0 ? 0 : -rupees(paise));

/** A session bet's type (spec section 9); none for a bookmaker bet. */
export const sessionTypeField = (bet: CricketBetRow) =>
  bet.kind === 'FANCY' ? { sessionType: sessionTypeOf(bet.gameType) } : {};

/** A fancy1 bet is priced in odds, like a team's; a line bet carries its run. */
export const hasRun = (bet: CricketBetRow) =>
  bet.kind === 'FANCY' && sessionRule(sessionTypeOf(bet.gameType)) === 'line';

/**
 * A row of 'Your Bets' (spec section 3, My bet). For a line session bet back/lay carry the run;
 * for a team or fancy1 bet its price. `decided` is its session's result once the session is
 * decided (DEC), before the match settles the bet.
 */
export function toMyBet(bet: CricketBetRow, decided?: number | null) {
  const rate = rateFromHundredths(bet.rateHundredths);
  const value = hasRun(bet) ? (bet.run ?? 0) : rate;
  const result =
    bet.result ?? (typeof decided === 'number' ? sessionResultText(sessionTypeOf(bet.gameType), decided) : '');
  return {
    id: bet.id,
    runnerName: bet.runnerName,
    amount: rupees(bet.stakePaise),
    back: bet.side === 'back' ? value : 0,
    lay: bet.side === 'lay' ? value : 0,
    backRate: bet.side === 'back' ? rate : 0,
    layRate: bet.side === 'lay' ? rate : 0,
    marketName: bet.marketName,
    marketId: bet.marketId,
    selectionId: bet.selectionId,
    gameType: bet.kind === 'FANCY' ? 'FANCY' : 'MATCH',
    ...sessionTypeField(bet),
    result,
    createdDate: bet.createdAt.toISOString(),
  };
}

export function myBets(match: LiveMatch, open: readonly CricketBetRow[]) {
  const mine = open.filter((b) => b.cricketId === match.row.cricketId);
  const results = new Map(match.sim.sessions.map((s) => [s.marketId, s.result]));
  // Session Plus/Minus: what the sessions already decided are worth, paid at match settlement.
  const plusMinus = sessionPlusMinus(mine.map(placedSportBet), (marketId) => results.get(marketId));
  return {
    list: [...mine].reverse().map((bet) => toMyBet(bet, bet.kind === 'FANCY' ? results.get(bet.marketId) : null)),
    fancyPlusMinus: rupees(plusMinus),
  };
}

export function matchDetails(match: LiveMatch, open: readonly CricketBetRow[]) {
  const cricketId = match.row.cricketId;
  const mine = open.filter((b) => b.cricketId === cricketId);
  const teams = [teamSelectionId(cricketId, 0), teamSelectionId(cricketId, 1)];
  const bookmaker = mine.filter((b) => b.kind === 'BOOKMAKER');
  const position = positionByRunner('BOOKMAKER', teams, runnerBetsOf(bookmaker));
  const dtos = [
    {
      marketIdExternal: bookmakerMarketId(cricketId),
      exposure: negative(marketExposure(cricketId, 'BOOKMAKER', bookmaker)),
      runnerPlExposureDTOS: teams.map((selectionId) => ({
        selectionId,
        exposure: rupees(position.get(selectionId) ?? 0),
      })),
    },
  ];
  const byMarket = new Map<string, CricketBetRow[]>();
  for (const bet of mine)
    if (bet.kind === 'FANCY') byMarket.set(bet.marketId, [...(byMarket.get(bet.marketId) ?? []), bet]);
  for (const [marketId, bets] of byMarket) {
    dtos.push({
      marketIdExternal: marketId,
      exposure: negative(marketExposure(cricketId, 'FANCY', bets)),
      // The ladder: selectionId is the run value, exposure the position there (spec section 2); a
      // fancy1 session's two outcomes are 0 (its event does not happen) and 1 (it happens).
      runnerPlExposureDTOS: sessionLadder(sessionTypeOfBets(bets), sessionBetsOf(bets)).map((row) => ({
        selectionId: row.run,
        exposure: rupees(row.positionPaise),
      })),
    });
  }
  return { ...MATCH_LIMITS, eventId: match.row.eventId, plExposureResponseDTOs: dtos };
}

export function betCount(open: readonly CricketBetRow[]) {
  const counts: BetCount['betCount'] = {};
  for (const bet of open) {
    const entry = (counts[String(bet.cricketId)] ??= { matchCount: 0, fancyCount: 0 });
    if (bet.kind === 'FANCY') entry.fancyCount += 1;
    else entry.matchCount += 1;
  }
  return { betCount: counts };
}
