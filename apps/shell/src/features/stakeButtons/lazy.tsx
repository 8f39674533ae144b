import { accountSelectors, useAppSelector } from '@exchange/shared-auth';
import { island } from '@exchange/shared-ui';
import { whenShown } from '../../shared/whenShown';

/** The stake buttons' editor, loaded when the player first opens it (issue 12). */
export const StakeButtonsDialog = whenShown(
  () => useAppSelector((state) => accountSelectors.selectPopup(state, 'changeButtonPopOpen')),
  island(() => import('./StakeButtonsDialog').then((m) => m.StakeButtonsDialog)),
);
