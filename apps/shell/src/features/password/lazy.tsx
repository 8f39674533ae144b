import { island } from '@exchange/shared-ui';
import { whenShown } from '../../shared/whenShown';
import { useChangePasswordShown } from './useChangePasswordShown';

/** The change-password popup, loaded when it is first shown (issue 12). */
export const ChangePasswordDialog = whenShown(
  () => useChangePasswordShown().shown,
  island(() => import('./ChangePasswordDialog').then((m) => m.ChangePasswordDialog)),
);
