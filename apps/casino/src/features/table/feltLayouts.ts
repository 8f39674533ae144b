/**
 * Where the dealt cards lie on each table's felt (issue 16): a seat per side the game deals to,
 * with a fixed number of card slots, so a round's cards fill slots that are already there and the
 * felt never changes shape or size as they arrive. Side keys are those the deal produces
 * (packages/betting casino rules). Andar Bahar deals a varying number of cards: its seats keep a
 * window of the latest five, as the result strip does (spec section 2, Andar Bahar 3).
 */
export type FeltSeat = { side: string; label: string; slots: number };
export type FeltLayout = {
  seats: readonly FeltSeat[];
  /** Seats side by side (single-card games) rather than one under the other. */
  across: boolean;
};

const seat = (side: string, label: string, slots: number): FeltSeat => ({ side, label, slots });

export const ANDAR_BAHAR_WINDOW = 5;

export const FELT_LAYOUTS: Record<string, FeltLayout> = {
  LUCKY7: { across: true, seats: [seat('card', 'Card', 1)] },
  AAA: { across: true, seats: [seat('card', 'Card', 1)] },
  WORLI2: { across: false, seats: [seat('cards', 'Cards', 3)] },
  DRAGON_TIGER_20: { across: true, seats: [seat('dragon', 'Dragon', 1), seat('tiger', 'Tiger', 1)] },
  DRAGON_TIGER_202: { across: true, seats: [seat('dragon', 'Dragon', 1), seat('tiger', 'Tiger', 1)] },
  TEEN: { across: false, seats: [seat('playerA', 'Player A', 3), seat('playerB', 'Player B', 3)] },
  TEEN_20: { across: false, seats: [seat('playerA', 'Player A', 3), seat('playerB', 'Player B', 3)] },
  ABJ: {
    across: false,
    seats: [
      seat('joker', 'Joker', 1),
      seat('andar', 'Andar', ANDAR_BAHAR_WINDOW),
      seat('bahar', 'Bahar', ANDAR_BAHAR_WINDOW),
    ],
  },
};

/**
 * The seats of a table; a table without a layout (or sides the server adds) gets a seat per side it
 * sent, three slots each, so unexpected data is still drawn inside the felt's frame.
 */
export function feltSeats(gameId: string, sides: readonly string[]): readonly FeltSeat[] {
  const layout = FELT_LAYOUTS[gameId];
  const known = layout?.seats ?? [];
  const extra = sides.filter((side) => !known.some((s) => s.side === side)).map((side) => seat(side, side, 3));
  return [...known, ...extra];
}

/** The cards shown in a seat's slots: all of them, or the latest `slots` when more were dealt. */
export function cardsInSlots(cards: readonly string[], slots: number): readonly string[] {
  return cards.length > slots ? cards.slice(cards.length - slots) : cards;
}
