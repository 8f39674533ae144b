import { CASINO_TABLES, lobbyTables, type CasinoTable } from '@exchange/betting';

/**
 * The tables this casino build offers, with the name on each lobby tile and the header title of
 * each table page. The shell reads all of it from the routes and navigation this remote declares
 * (contract 1.3), so a new table or another line-up ships with the casino alone. Set at build time
 * with CASINO_VARIANT=<id>; '' is the spec's line-up.
 */
export const CASINO_VARIANT: string = process.env.CASINO_VARIANT ?? '';

export type LineupTable = {
  route: string;
  gameId: string;
  /** The tile's name in the lobby. */
  name: string;
  /** The header title of the table's page. */
  title: string;
};

/** Header titles by table (spec section 2); Andar Bahar 2 is not in the spec's list. */
const SPEC_TITLES: Record<string, string> = {
  lucky7: 'Lucky 7',
  teen20: 'Teen Patti 20-20',
  dt20: 'Dragon Tiger',
  aaa: 'AAA',
  worli2: 'Worli Matka',
  dt202: 'Dragon Tiger 2',
  teen: 'Teen Patti One Day',
  'andar-bahar': 'Andar Bahar 2',
};

type Variant = {
  /** Tables this line-up leaves out (their paths answer the not-found page). */
  without: readonly string[];
  /** New names (tile and title) by table. */
  rename: Readonly<Record<string, string>>;
  /** The casino's entry in the navigation, and tables featured in the sidebar. */
  navLabel: string;
  featured: readonly string[];
};

const VARIANTS: Record<string, Variant> = {
  '': { without: [], rename: {}, navLabel: 'Casino', featured: [] },
  // Another operator's line-up: one table fewer, one renamed and featured in the sidebar
  // (e2e/tests/reshaped-casino.spec.ts runs it in the unchanged shell).
  reshaped: {
    without: ['dt202'],
    rename: { lucky7: 'Lucky 7 Express' },
    navLabel: 'Live Casino',
    featured: ['lucky7'],
  },
};

export function variant(id: string = CASINO_VARIANT): Variant {
  return VARIANTS[id] ?? VARIANTS['']!;
}

function entry(table: CasinoTable, v: Variant): LineupTable {
  const renamed = v.rename[table.route];
  return {
    route: table.route,
    gameId: table.gameId,
    name: renamed ?? table.name,
    title: renamed ?? SPEC_TITLES[table.route] ?? table.name,
  };
}

/** Every table of the line-up: each has a page at /main/<route>. */
export function casinoLineup(id: string = CASINO_VARIANT): LineupTable[] {
  const v = variant(id);
  return CASINO_TABLES.filter((table) => !v.without.includes(table.route)).map((table) => entry(table, v));
}

/** The lobby's tiles: the spec's seven in its order, or a brand's order, less the tables left out. */
export function lobbyLineup(order: readonly string[] | undefined, id: string = CASINO_VARIANT): LineupTable[] {
  const v = variant(id);
  return lobbyTables(order)
    .filter((table) => !v.without.includes(table.route))
    .map((table) => entry(table, v));
}

/** A table of this line-up as the pages show it (its line-up name), or undefined when the line-up leaves it out. */
export function lineupTable(
  match: (table: CasinoTable) => boolean,
  id: string = CASINO_VARIANT,
): CasinoTable | undefined {
  const v = variant(id);
  const table = CASINO_TABLES.find((t) => match(t) && !v.without.includes(t.route));
  return table ? { ...table, name: entry(table, v).name } : undefined;
}

/** Every table of the line-up as the pages show it, in the catalogue's order. */
export function lineupTables(id: string = CASINO_VARIANT): CasinoTable[] {
  const v = variant(id);
  return CASINO_TABLES.filter((t) => !v.without.includes(t.route)).map((t) => ({ ...t, name: entry(t, v).name }));
}
