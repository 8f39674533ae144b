/** Login feature: the login page and the popup opened from a remote or the frame. */
export { LoginDialog } from './LoginDialog';
export { LoginPage } from './LoginPage';
