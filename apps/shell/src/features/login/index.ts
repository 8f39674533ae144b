/** Login feature: the login page and the popup opened from a remote or the frame. */
// Its popup by a stand-in that loads it when first opened (lazy.tsx): Chakra comes with it.
export { LoginDialog } from './lazy';
export { LoginPage } from './LoginPage';
