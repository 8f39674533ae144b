import { island } from '@exchange/shared-ui';
import { usePopupShown } from '../../shared/popup';
import { whenShown } from '../../shared/whenShown';

/** The stake buttons' editor, loaded when the player first opens it (issue 12). */
export const StakeButtonsDialog = whenShown(
  () => usePopupShown('changeButtonPopOpen'),
  island(() => import('./StakeButtonsDialog').then((m) => m.StakeButtonsDialog)),
);
