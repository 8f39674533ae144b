/** Session feature: logout and the inactivity warning and time-out. */
export { InactivityWarning } from './InactivityWarning';
export { ACTIVITY_EVENTS, LOGOUT_AFTER_MS, WARN_AFTER_MS, useInactivityTimers } from './useInactivityTimers';
export { useLogout } from './useLogout';
