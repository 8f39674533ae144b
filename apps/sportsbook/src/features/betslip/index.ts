/**
 * Bet slip feature: the slip's state and rules, its desktop panel and mobile dialogs, and placing
 * the bet. The match page imports this index, and a cold match loads no Chakra before its rates
 * (issue 12): everything here is plain, and the slip's Chakra-drawn parts are islands
 * (slipIslands.tsx), loaded on their first need or by preloadBetSlip.
 */
export { BetOptions } from './BetOptions';
export { MatchSlip, type MatchSlipProps } from './MatchSlip';
export { PriceField, preloadBetSlip } from './slipIslands';
export { orderOutcomeText, projectedPositions } from './slipRules';
export { betErrorText, useBetSlip } from './useBetSlip';
