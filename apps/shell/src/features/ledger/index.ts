/** Ledger feature: the ledger and a ledger entry's bets (routes /ledger and /ledger/:id). */
// Nothing imports this index statically: app/router.tsx loads each page lazily by its file.
export { default as LedgerPage } from './LedgerPage';
export { default as LedgerDetailsPage } from './LedgerDetailsPage';
