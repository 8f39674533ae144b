/**
 * The casino tables the product offers (spec section 2, "Casino tables"): game id, route, video id
 * and short name, one list for the client's lobby and pages and the API's round engines.
 */
export type CasinoTable = {
  gameId: string;
  /** Path segment under /main. */
  route: string;
  name: string;
  videoId: number;
  shortName: string;
};

export const CASINO_TABLES: readonly CasinoTable[] = [
  { gameId: 'AAA', route: 'aaa', name: 'Amar Akbar Anthony', videoId: 3056, shortName: 'aaa' },
  { gameId: 'DRAGON_TIGER_20', route: 'dt20', name: '2020 Dragon Tiger', videoId: 3035, shortName: 'dt20' },
  { gameId: 'TEEN_20', route: 'teen20', name: 'Teen Patti 2020', videoId: 3030, shortName: 'teenpatti20' },
  { gameId: 'LUCKY7', route: 'lucky7', name: 'Lucky 7 A', videoId: 3058, shortName: 'lucky7acards' },
  { gameId: 'ABJ', route: 'andar-bahar', name: 'Andar Bahar 2', videoId: 3043, shortName: 'ab2' },
  { gameId: 'WORLI2', route: 'worli2', name: 'Instant Worli', videoId: 3040, shortName: 'worli' },
  { gameId: 'DRAGON_TIGER_202', route: 'dt202', name: 'Dragon Tiger 2', videoId: 3059, shortName: 'dt20' },
  { gameId: 'TEEN', route: 'teen', name: '1 Day Teen Patti', videoId: 3031, shortName: 'teenpatti1day' },
];

/** The /casino grid: the spec's seven tiles, in its order. */
/**
 * The lobby's tiles: the spec's seven in its order, then 1 Day Teen Patti, whose page the spec lists
 * (/main/teen) but whose tile it leaves out; without one no click led there
 * (docs/decisions/0034-one-settled-bet-history.md).
 */
export const LOBBY_ROUTES = ['aaa', 'dt20', 'teen20', 'lucky7', 'andar-bahar', 'worli2', 'dt202', 'teen'] as const;

export function tableByRoute(route: string): CasinoTable | undefined {
  return CASINO_TABLES.find((table) => table.route === route);
}

export function lobbyTables(order: readonly string[] = LOBBY_ROUTES): CasinoTable[] {
  return order.map(tableByRoute).filter((table): table is CasinoTable => table !== undefined);
}
