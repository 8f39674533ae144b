/** Stake buttons feature: the player's stake presets, edited in a dialog and kept in sync. */
export { StakeButtonsDialog } from './lazy';
export { useStakeButtonsSync } from './useStakeButtonsSync';
