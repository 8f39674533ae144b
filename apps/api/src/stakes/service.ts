import { DEFAULT_STAKE_BUTTONS, stakeButtonsFromWire, toWireStakeButtons, type StakeButtons } from '@exchange/betting';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ApiError } from '../http/envelope';
import { stakeButtons } from './tables';

/** The player's stake-button presets (client-button2), defaulting to the spec's chips. */
export class StakeButtonsService {
  constructor(private readonly db: Db) {}

  async read(userId: number): Promise<Record<string, string | number>> {
    const rows = await this.db
      .select()
      .from(stakeButtons)
      .where(eq(stakeButtons.userId, userId))
      .orderBy(asc(stakeButtons.position));
    const own: StakeButtons = {
      casino: rows.filter((r) => r.stakeGroup === 'casino').map(({ label, value }) => ({ label, value })),
      sport: rows.filter((r) => r.stakeGroup === 'sport').map(({ label, value }) => ({ label, value })),
    };
    return toWireStakeButtons({
      casino: own.casino.length ? own.casino : DEFAULT_STAKE_BUTTONS.casino,
      sport: own.sport.length ? own.sport : DEFAULT_STAKE_BUTTONS.sport,
    });
  }

  /** Replaces both groups at once exactly as sent, or changes nothing when anything in the request is wrong. */
  async save(userId: number, wire: unknown): Promise<Record<string, string | number>> {
    const { buttons, problem } = stakeButtonsFromWire(wire);
    if (problem !== null) throw ApiError.badRequest(problem);
    await this.db.transaction(async (tx) => {
      await tx.delete(stakeButtons).where(eq(stakeButtons.userId, userId));
      await tx
        .insert(stakeButtons)
        .values([
          ...buttons.sport.map((b, position) => ({ userId, stakeGroup: 'sport' as const, position, ...b })),
          ...buttons.casino.map((b, position) => ({ userId, stakeGroup: 'casino' as const, position, ...b })),
        ]);
    });
    return toWireStakeButtons(buttons);
  }
}
