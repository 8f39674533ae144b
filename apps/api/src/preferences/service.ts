import { STAKE_CHIPS } from '@exchange/betting';
import type { BetPreferences } from '@exchange/contracts/matchOdds';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { betPreferences } from './tables';

/** Today's behaviour for a player who never chose: orders rest, rates must be exact, one-click off. */
export const DEFAULT_BET_PREFERENCES: BetPreferences = {
  persistence: 'KEEP',
  acceptBetterOdds: false,
  oneClick: false,
  oneClickStake: STAKE_CHIPS[0]!,
};

/** The player's betting choices, kept on the account so they follow the player to another device. */
export class BetPreferencesService {
  constructor(private readonly db: Db) {}

  async read(userId: number): Promise<BetPreferences> {
    const [row] = await this.db.select().from(betPreferences).where(eq(betPreferences.userId, userId));
    if (!row) return DEFAULT_BET_PREFERENCES;
    const { persistence, acceptBetterOdds, oneClick, oneClickStake } = row;
    return { persistence, acceptBetterOdds, oneClick, oneClickStake };
  }

  async save(userId: number, choices: BetPreferences): Promise<BetPreferences> {
    await this.db
      .insert(betPreferences)
      .values({ userId, ...choices })
      .onConflictDoUpdate({ target: betPreferences.userId, set: choices });
    return this.read(userId);
  }
}
