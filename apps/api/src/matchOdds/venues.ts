import type { Tx } from '../wallet/wallet';
import type { MatchOddsEvent, MatchOddsVenue } from '../sports/matchOddsEvent';

/** A sport's world as the exchange reaches it: its matches by event or match id, and how a bet sees one. */
export type SportVenue<E extends MatchOddsEvent> = {
  find(id: number): E | undefined;
  forBet(tx: Tx, match: E): Promise<E | undefined>;
};

/**
 * Every sport's Match Odds in one place (cricket, tennis, soccer): an id names a match of one sport
 * only, since each sport numbers its matches and events in its own range.
 */
export class MatchOddsVenues implements MatchOddsVenue {
  private readonly venues: MatchOddsVenue[] = [];

  add<E extends MatchOddsEvent>(venue: SportVenue<E>): void {
    this.venues.push({
      find: (id) => venue.find(id),
      // The match is handed back to the venue that owns it, found again by its own id.
      forBet: async (tx, match) => {
        const own = venue.find(match.row.eventId);
        return own === match ? venue.forBet(tx, own) : undefined;
      },
    });
  }

  find(id: number): MatchOddsEvent | undefined {
    for (const venue of this.venues) {
      const match = venue.find(id);
      if (match) return match;
    }
    return undefined;
  }

  async forBet(tx: Tx, match: MatchOddsEvent): Promise<MatchOddsEvent | undefined> {
    for (const venue of this.venues) {
      const seen = await venue.forBet(tx, match);
      if (seen) return seen;
    }
    return undefined;
  }
}
