/** Profile feature: keeps the player's profile fresh, and shows the reality check; the profile page is loaded lazily. */
// Pages that a route loads lazily are imported by their own file (app/router.tsx), not from here:
// a static import of this index must not pull a page's chunk into the app.
export { useProfileSync } from './useProfileSync';
export { PROFILE_POLL_MS, useLatestNotice } from './profileApi';
export { RealityCheck } from './RealityCheck';
