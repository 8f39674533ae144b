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
