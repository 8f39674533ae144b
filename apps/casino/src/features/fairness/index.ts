/** Fairness feature: the page that explains how rounds are made verifiable (route /fairness).
 * Nothing imports this index statically: routes.tsx loads the page lazily by its file. */
export { default as FairnessPage } from './FairnessPage';
