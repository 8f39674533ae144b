import { memo } from 'react';
import type { CasinoBet } from '../casinoApi';
import { CasinoBetPanel } from './CasinoBetPanel';

/** The player's matched bets in this round: runner, odds, stake (back blue, lay pink). */
export const MatchedBets = memo(function MatchedBets({ bets, title }: { bets: CasinoBet[]; title: string }) {
  return <CasinoBetPanel title={title} bets={bets} testId="matched-bets" rowTestId="matched-bet" />;
});
