/** Welcome feature: the welcome and confirm pages after login; the rules page is loaded lazily. */
// Pages that a route loads lazily are imported by their own file (app/router.tsx), not from here:
// a static import of this index must not pull a page's chunk into the app.
// The two pages by stand-ins that load them (lazy.tsx), so that the app's first script has no Chakra.
export { ConfirmPage, WelcomePage } from './lazy';
