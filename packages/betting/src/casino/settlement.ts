import type { Paise } from '../money';
import { amarAkbarAnthony, dragonTiger20, dragonTiger202, lucky7 } from './singleCardGames';
import { andarBahar2, instantWorli, teenPatti1Day, teenPatti20 } from './handGames';
import type { CasinoGameRules, CasinoOption, Outcome } from './rules';

export const CASINO_GAMES: Readonly<Record<string, CasinoGameRules>> = Object.fromEntries(
  [lucky7, instantWorli, dragonTiger20, dragonTiger202, teenPatti1Day, teenPatti20, amarAkbarAnthony, andarBahar2].map(
    (g) => [g.gameId, g],
  ),
);

export function gameRules(gameId: string): CasinoGameRules | undefined {
  return CASINO_GAMES[gameId];
}

export function optionByName(gameId: string, runnerName: string): CasinoOption | undefined {
  return gameRules(gameId)?.options.find((o) => o.runnerName === runnerName);
}

export type CasinoBetTerms = { isBack: boolean; odds: number; stakePaise: Paise };

/** (odds − 1) × stake in whole paise; odds carry at most two decimals. */
function winningsPaise(odds: number, stakePaise: Paise): Paise {
  return Math.round((stakePaise * (Math.round(odds * 100) - 100)) / 100);
}

/**
 * Plain back/lay rule of spec section 9: back profit (odds − 1) × stake, loss stake; lay profit
 * stake, loss (odds − 1) × stake.
 */
export function casinoProfitLoss({ isBack, odds, stakePaise }: CasinoBetTerms): {
  profitPaise: Paise;
  lossPaise: Paise;
} {
  const winnings = winningsPaise(odds, stakePaise);
  return isBack ? { profitPaise: winnings, lossPaise: stakePaise } : { profitPaise: stakePaise, lossPaise: winnings };
}

/** Money at risk while the bet is open: what it loses in its worst case. */
export function casinoLiabilityPaise(terms: CasinoBetTerms): Paise {
  return casinoProfitLoss(terms).lossPaise;
}

/**
 * What a settled bet did to the balance. A win may pay other odds than taken (pair plus pays by
 * hand class, Andar's first-card win pays 1 to 0.5); halfLose loses half the back stake (a lay
 * wins half its stake).
 */
export function settleCasinoBet(terms: CasinoBetTerms, outcome: Outcome): Paise {
  const { isBack, stakePaise } = terms;
  switch (outcome.kind) {
    case 'void':
      return 0;
    case 'halfLose':
      return isBack ? -Math.round(stakePaise / 2) : Math.round(stakePaise / 2);
    case 'lose':
      return isBack ? -stakePaise : stakePaise;
    case 'win': {
      const odds = outcome.odds ?? terms.odds;
      return isBack ? winningsPaise(odds, stakePaise) : -winningsPaise(odds, stakePaise);
    }
  }
}
