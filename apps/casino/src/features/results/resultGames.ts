/**
 * The result popup per game (spec section 2, "Result popup"): its title and how the round's cards
 * are laid out. Eight of these games are the tables of packages/betting; the others are the
 * spec's further casino games, whose results the popup can show when a server sends them.
 *
 * Boards: 'sides' (each side's cards with its Winner mark: Player A/B, Dragon/Tiger, Tiger/Lion/Dragon,
 * players of Card 32 ...), 'dealer' (Dealer above the players), 'cricket' (innings by over),
 * 'race' (a lane per suit), 'andarBahar' (Joker, then Andar and Bahar in 5-card strips).
 */
export type ResultBoard = 'sides' | 'dealer' | 'cricket' | 'race' | 'andarBahar';

export type ResultGame = { title: string; board: ResultBoard };

export const DEFAULT_RESULT_TITLE = 'Game Result';

export const RESULT_GAMES: Readonly<Record<string, ResultGame>> = {
  TEEN_20: { title: 'Teen Patti Result', board: 'sides' },
  TEEN_OPEN: { title: 'Teenpatti Open Result', board: 'dealer' },
  TEEN_TEST: { title: 'Teenpatti Test Result', board: 'sides' },
  TEEN: { title: 'Teenpatti 1 Day Result', board: 'sides' },
  SUPEROVER: { title: 'Super Over', board: 'cricket' },
  RACE20: { title: 'Race 20', board: 'race' },
  ABJ: { title: 'Andar Bahar 2', board: 'andarBahar' },
  DRAGON_TIGER_202: { title: '2020 DRAGON TIGER 2', board: 'sides' },
  BACCARAT: { title: 'Baccarat', board: 'sides' },
  BACCARAT2: { title: 'Baccarat2', board: 'sides' },
  CASINO_WAR: { title: 'CasinoWar', board: 'dealer' },
  CASINO_METER: { title: 'Casino Meter', board: 'sides' },
  CARD_32: { title: 'Card 32', board: 'sides' },
  CARD_32B: { title: 'Card 32 B', board: 'sides' },
  CASINO_QUEEN: { title: 'Casino Queen', board: 'sides' },
  DRAGON_TIGER_1DAY: { title: 'Dragon Tiger 1 Day', board: 'sides' },
  POKER_20: { title: 'Poker 2020', board: 'sides' },
  WORLI2: { title: 'Instant Worli', board: 'sides' },
  AAA: { title: 'Amar Akbar Anthony', board: 'sides' },
  BOLLYWOOD_TABLE: { title: 'Bollywood Casino', board: 'sides' },
  ANDAR_BAHAR: { title: 'Andar Bahar', board: 'andarBahar' },
  CRICKET_V3: { title: 'Cricket Match 20', board: 'cricket' },
  LUCKY7: { title: 'Lucky 7 - A', board: 'sides' },
  LUCKY7B: { title: 'Lucky 7 - B', board: 'sides' },
  // Not in the spec's title list, so it keeps the default title
  // (docs/decisions/0037-casino-history-screens.md).
  DRAGON_TIGER_20: { title: DEFAULT_RESULT_TITLE, board: 'sides' },
};

export function resultGame(gameId: string): ResultGame | undefined {
  return Object.hasOwn(RESULT_GAMES, gameId) ? RESULT_GAMES[gameId] : undefined;
}
