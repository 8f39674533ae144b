import type { Paise } from '../money';
import { isSessionMarket, type MarketKind } from './marketKind';
import type { BetSide, ProfitLoss } from './profitLoss';
import { sessionBetWinsAt, sessionResultText } from './sessionBook';
import { NORMAL_SESSION, type SessionType } from './sessionTypes';

export { sessionBetWins } from './sessionLine';

/**
 * A placed sport bet as settlement reads it: its market, side, runner or line, and what it wins or
 * loses; a session bet also its session's type (none: Normal).
 */
export type PlacedSportBet = ProfitLoss & {
  kind: MarketKind;
  side: BetSide;
  selectionId: number;
  run: number | null;
  sessionType?: SessionType;
};

/**
 * What a match ended with: the winning runner (null: a tie) and the bet's session's result (its
 * runs, or 1/0 for a fancy1 event; null: not decided).
 */
export type SportResult = { winnerSelectionId: number | null; sessionRuns: number | null };

export type SportOutcome = { pnlPaise: Paise; result: string };

/**
 * How one bet ends: a session bet by its session's result, by its type's rule (undecided: void,
 * result 'Void'), a team bet by the winner (a tie voids it, result 'Tie'); a winner's own result is
 * '' (the match's winner).
 */
export function sportBetOutcome(bet: PlacedSportBet, { winnerSelectionId, sessionRuns }: SportResult): SportOutcome {
  if (isSessionMarket(bet.kind)) {
    if (sessionRuns === null) return { pnlPaise: 0, result: 'Void' };
    const type = bet.sessionType ?? NORMAL_SESSION;
    const wins = sessionBetWinsAt(type, bet.side, bet.run, sessionRuns);
    return { pnlPaise: wins ? bet.profitPaise : -bet.lossPaise, result: sessionResultText(type, sessionRuns) };
  }
  if (winnerSelectionId === null) return { pnlPaise: 0, result: 'Tie' };
  const backedWinner = bet.selectionId === winnerSelectionId;
  const wins = bet.side === 'back' ? backedWinner : !backedWinner;
  return { pnlPaise: wins ? bet.profitPaise : -bet.lossPaise, result: '' };
}

/**
 * Session Plus/Minus (spec section 2): what the player's already decided sessions are worth, paid
 * at match settlement; undecided sessions and team bets add nothing.
 */
export function sessionPlusMinus(
  bets: readonly (PlacedSportBet & { marketId: string })[],
  runsOf: (marketId: string) => number | null | undefined,
): Paise {
  let total = 0;
  for (const bet of bets) {
    const runs = runsOf(bet.marketId);
    if (isSessionMarket(bet.kind) && typeof runs === 'number')
      total += sportBetOutcome(bet, { winnerSelectionId: null, sessionRuns: runs }).pnlPaise;
  }
  return total;
}
