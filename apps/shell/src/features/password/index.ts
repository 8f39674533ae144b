/** Password feature: the forced change after a reset (dialog); the change-password page is loaded lazily. */
// Pages that a route loads lazily are imported by their own file (app/router.tsx), not from here:
// a static import of this index must not pull a page's chunk into the app.
export { ChangePasswordDialog } from './lazy';
