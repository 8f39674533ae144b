/** Statement feature: the account statement (route /statement). */
// Nothing imports this index statically: app/router.tsx loads the page lazily by its file.
export { default as StatementPage } from './StatementPage';
