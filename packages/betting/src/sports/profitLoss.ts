import { rateToHundredths, type Paise } from '../money';

/**
 * How a market pays (spec section 9); `payoutOf` names it for each market kind:
 * - MATCH_ODDS and PLAIN (tennis, soccer, casino): decimal odds; back wins (odds-1)×stake and
 *   loses the stake, lay wins the stake and loses (odds-1)×stake.
 * - BOOKMAKER: rates in paisa (85 pays 0.85 per rupee); back wins rate/100×stake, loses the stake;
 *   lay reversed.
 * - FANCY: YES (back) wins rate/100×stake and loses the stake; NO (lay) wins the stake and loses
 *   rate/100×stake.
 */
export type PayoutKind = 'MATCH_ODDS' | 'BOOKMAKER' | 'FANCY' | 'PLAIN';

/** back = LAGAI / YES, lay = KHAI / NO. */
export type BetSide = 'back' | 'lay';

export type ProfitLoss = { profitPaise: Paise; lossPaise: Paise };

/** stake × n / d in whole paise, half away from zero. */
function scale(stakePaise: Paise, numerator: number, denominator: number): Paise {
  return Math.round((stakePaise * numerator) / denominator);
}

/** Profit if the bet wins and loss if it loses, both non-negative paise. */
export function profitLoss(kind: PayoutKind, side: BetSide, rate: number, stakePaise: Paise): ProfitLoss {
  if (!Number.isSafeInteger(stakePaise) || stakePaise < 0)
    throw new RangeError(`Stake must be whole non-negative paise: ${stakePaise}`);
  if (!Number.isFinite(rate) || rate < 0) throw new RangeError(`Not a valid rate: ${rate}`);
  // Rates arrive with at most two decimals; held as hundredths so nothing floats.
  const r = rateToHundredths(rate);
  let win: Paise;
  let risk: Paise;
  if (kind === 'MATCH_ODDS' || kind === 'PLAIN') {
    // (odds − 1) × stake, with odds in hundredths.
    const edge = scale(stakePaise, r - 100, 100);
    [win, risk] = side === 'back' ? [edge, stakePaise] : [stakePaise, edge];
  } else {
    // Bookmaker and fancy rates are already "per hundred": rate/100 × stake (r is rate × 100).
    const edge = scale(stakePaise, r, 10_000);
    [win, risk] = side === 'back' ? [edge, stakePaise] : [stakePaise, edge];
  }
  return { profitPaise: Math.max(0, win), lossPaise: Math.max(0, risk) };
}
