/** Ledger feature: the ledger (route /ledger); a row's bets open in the settled-bet history's tables. */
// Nothing imports this index statically: app/router.tsx loads the page lazily by its file.
export { default as LedgerPage } from './LedgerPage';
