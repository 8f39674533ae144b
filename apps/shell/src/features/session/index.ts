/** Session feature: logout, the inactivity warning and time-out, and the offline bar. */
export { InactivityWarning } from './lazy';
export { OfflineBar } from './OfflineBar';
export { ACTIVITY_EVENTS, LOGOUT_AFTER_MS, WARN_AFTER_MS, useInactivityTimers } from './useInactivityTimers';
export { useLogout } from './useLogout';
