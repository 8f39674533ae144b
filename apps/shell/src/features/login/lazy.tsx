import { accountSelectors, useAppSelector } from '@exchange/shared-auth';
import { island } from '@exchange/shared-ui';
import { whenShown } from '../../shared/whenShown';

/** The login popup, loaded when a remote or the frame first opens it (issue 12). */
export const LoginDialog = whenShown(
  () => useAppSelector((state) => accountSelectors.selectPopup(state, 'loginPopOpen')),
  island(() => import('./LoginDialog').then((m) => m.LoginDialog)),
);
