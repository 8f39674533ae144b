import { island } from '@exchange/shared-ui';
import { usePopupShown } from '../../shared/popup';
import { whenShown } from '../../shared/whenShown';

/** The my-market popup, loaded when the player first opens it (issue 12). */
export const MyMarketDialog = whenShown(
  () => usePopupShown('myMarketPopOpen'),
  island(() => import('./MyMarketDialog').then((m) => m.MyMarketDialog)),
);
