/** Stake buttons feature: the player's stake presets, edited in a dialog and kept in sync. */
export { STAKE_BUTTONS_SAVED, StakeButtonsDialog } from './StakeButtonsDialog';
export { useStakeButtonsSync } from './useStakeButtonsSync';
