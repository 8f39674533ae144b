/** Welcome feature: the welcome and confirm pages after login; the rules page is loaded lazily. */
// Pages that a route loads lazily are imported by their own file (app/router.tsx), not from here:
// a static import of this index must not pull a page's chunk into the app.
export { ConfirmPage } from './ConfirmPage';
export { WelcomePage } from './WelcomePage';
