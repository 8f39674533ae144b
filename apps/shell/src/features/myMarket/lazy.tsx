import { accountSelectors, useAppSelector } from '@exchange/shared-auth';
import { island } from '@exchange/shared-ui';
import { whenShown } from '../../shared/whenShown';

/** The my-market popup, loaded when the player first opens it (issue 12). */
export const MyMarketDialog = whenShown(
  () => useAppSelector((state) => accountSelectors.selectPopup(state, 'myMarketPopOpen')),
  island(() => import('./MyMarketDialog').then((m) => m.MyMarketDialog)),
);
