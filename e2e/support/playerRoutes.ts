/**
 * Every route of the router a signed-in player may see, the shell's own and those the remotes
 * declare, as path patterns: the crawl (`tests/every-page-within-reach.spec.ts`) must reach each by
 * clicking from the dashboard. `playerRoutes.test.tsx` holds the list against the router itself, so
 * a page added anywhere fails that test until it is listed here, and then the crawl until a player
 * can click their way to it.
 */
export const PLAYER_ROUTES: readonly string[] = [
  '/confirm',
  '/cricket',
  '/tennis',
  '/soccer',
  '/game/:sport/:id',
  '/casino',
  '/main/lucky7',
  '/main/teen20',
  '/main/dt20',
  '/main/aaa',
  '/main/worli2',
  '/main/dt202',
  '/main/teen',
  '/main/andar-bahar',
  '/casino/casino-bets',
  '/reports/casinoresults/:gameId/:shortName',
  '/fairness',
  '/ledger',
  '/ledger-details/:id',
  '/complete-games',
  '/complete_detail/:accountLogId',
  '/main/statement',
  '/profile',
  '/main/changepassword',
  '/rules',
];

/** Routes of the router the crawl does not look for, and why (docs/decisions/0034-one-settled-bet-history.md). */
export const NOT_CRAWLED: Readonly<Record<string, string>> = {
  '/login': 'the sign-in screen of a visitor',
  '/': "a visitor's sign-in and a signed-in player's welcome: the crawl passes it at sign-in, before /confirm",
  '/main/matches': "the spec's second path to the dashboard: the page of /cricket, where every link to it leads",
  '/main/dashboard/*': "a redirect to /cricket, the spec's 'BACK TO MAIN MENU' target",
  '/*': 'the not-found page of a path nothing declares',
};
