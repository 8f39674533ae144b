/** Bet slip feature: the slip's state and rules, its desktop panel and mobile dialogs, and placing the bet. */
export { DesktopBetSlip } from './DesktopBetSlip';
export { MobileBetDialogs } from './MobileBetDialogs';
export { projectedPositions } from './slipRules';
export { useBetSlip } from './useBetSlip';
export { PriceField } from './PriceField';
export { orderOutcomeText } from './slipRules';
export { betErrorText } from './useBetSlip';
export { BetOptions, UndoBar } from './BetOptions';
