/**
 * How each table arranges its option boxes (spec section 2, "Casino tables"): which groups of the
 * catalogue are shown in which order, with which heading, in how many columns, and whether a group
 * shows back and lay side by side. Option names, odds and groups come from packages/betting.
 */
export type BoardGroup = { group: string; title?: string; columns: { base: number; md: number }; backAndLay?: boolean };

export type TableLayout = {
  board: 'groups' | 'worli' | 'dragonTiger';
  groups: BoardGroup[];
  /** Dragon Tiger 2: red/black boxes show suit icons, card sections headed 'DRAGON 12.00'. */
  suitIcons?: boolean;
  /** Remark line of 1 Day Teen Patti (empty, scrolling). */
  remark?: boolean;
};

const cols = (base: number, md: number) => ({ base, md });

export const TABLE_LAYOUTS: Record<string, TableLayout> = {
  LUCKY7: {
    board: 'groups',
    groups: [
      { group: 'main', columns: cols(2, 2) },
      { group: 'parity', columns: cols(2, 2) },
      { group: 'colour', columns: cols(2, 2) },
      { group: 'lines', columns: cols(2, 4) },
      { group: 'cards', title: '12.00', columns: cols(5, 7) },
    ],
  },
  WORLI2: { board: 'worli', groups: [{ group: 'groups', columns: cols(2, 4) }] },
  DRAGON_TIGER_20: {
    board: 'dragonTiger',
    groups: [
      { group: 'main', columns: cols(2, 4) },
      { group: 'Dragon', columns: cols(2, 4) },
      { group: 'Dragon cards', title: '12.00', columns: cols(5, 7) },
      { group: 'Tiger', columns: cols(2, 4) },
      { group: 'Tiger cards', title: '12.00', columns: cols(5, 7) },
    ],
  },
  DRAGON_TIGER_202: {
    board: 'dragonTiger',
    suitIcons: true,
    groups: [
      { group: 'main', columns: cols(2, 4) },
      { group: 'Dragon', columns: cols(2, 4) },
      { group: 'Dragon cards', title: 'DRAGON 12.00', columns: cols(5, 7) },
      { group: 'Tiger', columns: cols(2, 4) },
      { group: 'Tiger cards', title: 'TIGER 12.00', columns: cols(5, 7) },
    ],
  },
  TEEN: {
    board: 'groups',
    remark: true,
    groups: [
      { group: 'main', title: 'Main', columns: cols(1, 1), backAndLay: true },
      { group: 'consecutive', title: 'Consecutive', columns: cols(1, 1), backAndLay: true },
      { group: 'odd', title: 'Odd', columns: cols(3, 6) },
      { group: 'even', title: 'Even', columns: cols(3, 6) },
    ],
  },
  TEEN_20: {
    board: 'groups',
    groups: [
      { group: 'main', columns: cols(2, 2) },
      { group: 'pairPlus', title: 'Pair plus', columns: cols(2, 2) },
    ],
  },
  AAA: {
    board: 'groups',
    groups: [
      { group: 'main', columns: cols(1, 3), backAndLay: true },
      { group: 'side', columns: cols(2, 3) },
      { group: 'cards', title: '12.00', columns: cols(5, 7) },
    ],
  },
  ABJ: {
    board: 'groups',
    groups: [
      { group: 'andar', title: 'Andar', columns: cols(3, 3) },
      { group: 'bahar', title: 'Bahar', columns: cols(3, 3) },
      { group: 'joker', title: 'Joker', columns: cols(2, 2) },
      { group: 'jokerSuit', columns: cols(2, 4) },
      { group: 'jokerCard', title: '12.00', columns: cols(5, 7) },
    ],
  },
};
