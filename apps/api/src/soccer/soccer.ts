import type { SportConfig } from '../sports/world';
import { SoccerSimulator } from './simulator';

/** Soccer's world (sports/register.ts): its fixtures and match ids, far above cricket's and apart from tennis's. */
export const SOCCER: SportConfig = {
  sport: 'soccer',
  firstMatchId: 600_000,
  firstEventId: 35_600_000,
  fixtures: [
    'Mumbai City v Bengaluru FC',
    'Mohun Bagan v East Bengal',
    'Arsenal v Chelsea',
    'Real Madrid v Barcelona',
    'Kerala Blasters v FC Goa',
  ],
  simulator: (matchId, sides) => new SoccerSimulator(matchId, sides),
  warmUpSteps: (matchId) => 10 + (matchId % 4) * 12,
};
