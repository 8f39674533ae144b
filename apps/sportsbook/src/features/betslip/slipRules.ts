import {
  betMode,
  formatCompactAmount,
  formatOdds,
  fromPaise,
  INVALID_ODD,
  isLadderOdds,
  positionsAfterBet,
  sessionRule,
  sessionTypeOf,
  slipProfitLossPaise,
  toPaise,
  validateSportBet,
  type StakeLimits,
} from '@exchange/betting';
import type { FancyBetRequest } from '@exchange/contracts/exchange';
import type { Order } from '@exchange/contracts/matchOdds';
import type { SelectedBet } from '@exchange/shared-auth';

/** Fixed waits before a bet is sent (spec section 9): 800 ms, fancy 2000 ms. */
export const BET_DELAY_MS = 800;
export const FANCY_BET_DELAY_MS = 2000;
/**
 * A one-click bet waits at least this long with its Undo on screen: the spec's 800 ms delay is too
 * short for a thumb to reach Undo
 * (docs/decisions/0031-keep-better-odds-one-click.md). The API still checks the
 * price when the bet arrives.
 */
export const ONE_CLICK_UNDO_MS = 3000;
/** The slip closes after this many seconds (spec section 4). */
export const SLIP_SECONDS = 5;

export const BET_PLACED = 'Bet Placed';
export const FANCY_BET_PLACED = 'Bet Placed successfully';
export const SOMETHING_WENT_WRONG = 'Something Went Wrong';
export const FANCY_SOMETHING_WENT_WRONG = 'Something Went wrong';

/** Mode in the spec's words: bookmaker LAGAI/KHAI, fancy YES/NO. */
export const slipMode = (bet: SelectedBet) => betMode(bet.isFancy ? 'session' : 'match', bet.type);

/** Whether a session slip is fancy1's (spec section 9): priced in decimal odds, with no run. */
const isOddsSession = (bet: SelectedBet) => bet.isFancy && sessionRule(sessionTypeOf(bet.gameType)) === 'event';

/** The slip's rate as it shows it: a line session's run and rate ('51 / 100'), fancy1's or a team's odds. */
export const slipRateText = (bet: SelectedBet) =>
  bet.isFancy && !isOddsSession(bet) ? `${bet.selectedOdd} / ${bet.selectedRate}` : String(bet.selectedOdd);

/**
 * The fancy payload (spec section 3): a line session YES sends its run as oddsBack and its rate as
 * backRate (NO: oddsLay, layRate); a fancy1 session sends its odds as backRate or layRate and no
 * run. Every session bet names its type, runner and selectionId, which the API checks and stores.
 */
export function fancyPayload(bet: SelectedBet): FancyBetRequest {
  const yes = bet.type === 'back';
  const price = isOddsSession(bet)
    ? yes
      ? { backRate: bet.selectedOdd }
      : { layRate: bet.selectedOdd }
    : yes
      ? { oddsBack: bet.selectedOdd, backRate: bet.selectedRate }
      : { oddsLay: bet.selectedOdd, layRate: bet.selectedRate };
  return {
    amount: bet.amount,
    eventId: bet.eventId,
    marketId: bet.marketId,
    marketName: bet.marketName,
    gameType: bet.gameType,
    type: yes ? 'yes' : 'no',
    ...price,
    profit: bet.profit,
    loss: bet.loss,
    selectionId: bet.selectedId,
    runnerName: bet.runnerName,
  };
}

/**
 * What each team's POSITION (rupees) on a market becomes if the slip is placed, by packages/betting's
 * position rule; null unless the slip is on that market (the bookmaker's or Match Odds).
 */
export function projectedPositions(
  current: ReadonlyMap<number, number>,
  teams: readonly number[],
  bet: SelectedBet | null,
  market: 'bookMakerOdds' | 'matchOdds' = 'bookMakerOdds',
): Map<number, number> | null {
  if (!bet || bet.isFancy || bet.marketType !== market || !(bet.amount > 0)) return null;
  const currentPaise = new Map(teams.map((id) => [id, toPaise(current.get(id) ?? 0)]));
  const next = positionsAfterBet(currentPaise, teams, {
    selectionId: bet.selectedId,
    side: bet.type,
    ...slipProfitLossPaise(bet),
  });
  return new Map([...next].map(([id, paise]) => [id, fromPaise(paise)]));
}

/** A Match Odds market's own stake limits (the odds poll's minStack and maxStack). */
export type MatchOddsLimits = { minStack: number; maxStack: number };

/**
 * The first rule a Match Odds slip breaks (spec section 5 with the market's MATCH_ODDS limits),
 * or 'Please select a Valid Odd' for a price that is not one of the ladder's (issue 15).
 */
export function matchOddsProblem(bet: SelectedBet, market: MatchOddsLimits | undefined): string | null {
  const limits: StakeLimits | null = market
    ? {
        minStack: market.minStack,
        maxStack: market.maxStack,
        bookmakerMinStack: market.minStack,
        bookmakerMaxStack: market.maxStack,
        sessionMinStack: market.minStack,
        sessionMaxStack: market.maxStack,
      }
    : null;
  const problem = validateSportBet({ amount: bet.amount, odd: bet.selectedOdd, marketType: 'MATCH_ODDS', limits });
  if (problem) return problem;
  return isLadderOdds(bet.selectedOdd) ? null : INVALID_ODD;
}

const rupees = (amount: number) => `₹${formatCompactAmount(amount)}`;

/** What became of a placed order, in a line: 'Matched ₹300 at 2.20; ₹200 unmatched at 2.30'. */
export function orderOutcomeText(order: Order): string {
  const parts: string[] = [];
  if (order.matched > 0)
    parts.push(`Matched ${rupees(order.matched)} at ${formatOdds(order.averageMatchedPrice ?? order.price)}`);
  if (order.unmatched > 0) parts.push(`${rupees(order.unmatched)} unmatched at ${formatOdds(order.price)}`);
  if (order.cancelled > 0 && order.matched === 0 && order.unmatched === 0)
    parts.push(`Not matched: ${order.cancelReason ?? 'cancelled'}`);
  return parts.join('; ') || BET_PLACED;
}
