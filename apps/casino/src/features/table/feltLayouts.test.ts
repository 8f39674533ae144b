import { CASINO_TABLES, gameRules } from '@exchange/betting';
import { ANDAR_BAHAR_WINDOW, FELT_LAYOUTS, cardsInSlots, feltSeats } from './feltLayouts';

describe('the felt of each table', () => {
  it.each(CASINO_TABLES.map((t) => [t.gameId]))(
    '%s has a seat for every side its deal fills, with room for its cards',
    (gameId) => {
      const dealt = gameRules(gameId)!.deal(Array(416).fill('AS'));
      const seats = FELT_LAYOUTS[gameId]!.seats;
      expect(seats.map((s) => s.side).sort()).toEqual(Object.keys(dealt).sort());
      for (const seat of seats) {
        // Andar Bahar deals until the joker's rank comes: a window of the latest cards, not all of them.
        const room = seat.side === 'andar' || seat.side === 'bahar' ? ANDAR_BAHAR_WINDOW : dealt[seat.side]!.length;
        expect(seat.slots).toBe(room);
      }
    },
  );

  it('gives a side the server adds a seat of its own, so its cards are still drawn on the felt', () => {
    expect(feltSeats('LUCKY7', ['card', 'bonus'])).toEqual([
      { side: 'card', label: 'Card', slots: 1 },
      { side: 'bonus', label: 'bonus', slots: 3 },
    ]);
    expect(feltSeats('NOT_A_TABLE', ['x']).map((s) => s.side)).toEqual(['x']);
  });

  it('shows the latest cards when more were dealt than the seat has slots', () => {
    expect(cardsInSlots(['AS', '2S', '3S', '4S', '5S', '6S', '7S'], 5)).toEqual(['3S', '4S', '5S', '6S', '7S']);
    expect(cardsInSlots(['AS', '2S'], 5)).toEqual(['AS', '2S']);
    expect(cardsInSlots([], 3)).toEqual([]);
  });
});
