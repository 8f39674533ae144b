import { casinoProfitLoss } from './casino/settlement';
import { fromPaise, toPaise } from './money';
import { cricketMarketKind } from './sports/marketKind';
import { profitLoss, type ProfitLoss } from './sports/profitLoss';
import { cricketPayout } from './sports/sessionTypes';

/** What a slip's profit and loss depend on: its market, side, price and amount (the spec's selected bet). */
export type SlipTerms = {
  marketType: 'bookMakerOdds' | 'fancyOdds' | 'matchOdds' | 'casino';
  type: 'back' | 'lay';
  isFancy: boolean;
  /** The session's rate (fancy; fancy1's decimal odds), used when `isFancy`. */
  selectedRate: number;
  /** The odds of a bookmaker, match odds or casino selection. */
  selectedOdd: number;
  amount: number;
  /** A session's type (spec section 9): fancy1 pays by the plain back/lay rule; none is a Normal session. */
  gameType?: string;
};

/** The slip's profit and loss in paise; an empty or unusable amount or price gives 0 and 0. */
export function slipProfitLossPaise(slip: SlipTerms): ProfitLoss {
  const amount = Number.isFinite(slip.amount) && slip.amount > 0 ? slip.amount : 0;
  const price = slip.isFancy ? slip.selectedRate : slip.selectedOdd;
  if (!(price > 0) || !Number.isFinite(price) || amount === 0) return { profitPaise: 0, lossPaise: 0 };
  const stakePaise = toPaise(amount);
  if (slip.marketType === 'casino') return casinoProfitLoss({ isBack: slip.type === 'back', odds: price, stakePaise });
  // Match Odds pays on decimal odds (issue 15), the cricket bookmaker and sessions by their own rule.
  const kind =
    slip.marketType === 'matchOdds' ? 'MATCH_ODDS' : cricketPayout(cricketMarketKind(slip.isFancy), slip.gameType);
  return profitLoss(kind, slip.type, price, stakePaise);
}

/** The profit and loss (rupees) a slip shows, derived from its terms: never stored beside them. */
export function slipProfitLoss(slip: SlipTerms): { profit: number; loss: number } {
  const { profitPaise, lossPaise } = slipProfitLossPaise(slip);
  return { profit: fromPaise(profitPaise), loss: fromPaise(lossPaise) };
}

/** The refusal of a bet whose slip quoted other figures than its own stake and price give (issue 70). */
export const QUOTE_MISMATCH = 'Profit and loss do not match the stake and rate, please place the bet again';

/**
 * The profit and loss a bet request carries (spec section 3's payloads), held to the rule the bet is
 * booked by at the price the player asked: figures that are not those of the slip's own stake and
 * price mean the player was shown one bet while another would be booked, so the bet is refused with
 * QUOTE_MISMATCH. A figure left out is not checked (the payloads list both; an older client may
 * send neither). Figures arrive as numbers or, from the casino's slip, as text with two decimals.
 */
export function quotedProfitLossProblem(
  quoted: { profit?: number | string | undefined; loss?: number | string | undefined },
  booked: ProfitLoss,
): string | null {
  const pairs: Array<[number | string | undefined, number]> = [
    [quoted.profit, booked.profitPaise],
    [quoted.loss, booked.lossPaise],
  ];
  for (const [figure, paise] of pairs) {
    if (figure === undefined) continue;
    const rupees = typeof figure === 'string' ? Number(figure) : figure;
    if (!Number.isFinite(rupees) || toPaise(rupees) !== paise) return QUOTE_MISMATCH;
  }
  return null;
}
