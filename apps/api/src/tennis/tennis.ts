import type { SportConfig } from '../sports/world';
import { TennisSimulator } from './simulator';

/** Tennis's world (sports/register.ts): its fixtures and match ids, far above cricket's and apart from soccer's. */
export const TENNIS: SportConfig = {
  sport: 'tennis',
  firstMatchId: 400_000,
  firstEventId: 35_400_000,
  fixtures: [
    'Carlos Alcaraz v Jannik Sinner',
    'Novak Djokovic v Daniil Medvedev',
    'Iga Swiatek v Aryna Sabalenka',
    'Sumit Nagal v Casper Ruud',
    'Coco Gauff v Elena Rybakina',
  ],
  simulator: (matchId, sides) => new TennisSimulator(matchId, sides),
  warmUpSteps: (matchId) => 20 + (matchId % 3) * 15,
};
