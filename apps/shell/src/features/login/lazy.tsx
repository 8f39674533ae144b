import { island } from '@exchange/shared-ui';
import { usePopupShown } from '../../shared/popup';
import { whenShown } from '../../shared/whenShown';

/** The login popup, loaded when a remote or the frame first opens it (issue 12). */
export const LoginDialog = whenShown(
  () => usePopupShown('loginPopOpen'),
  island(() => import('./LoginDialog').then((m) => m.LoginDialog)),
);
