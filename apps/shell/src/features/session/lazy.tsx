import { island } from '@exchange/shared-ui';

/** The inactivity warning, loaded when it is first shown, after 10 idle minutes (issue 12). */
export const InactivityWarning = island(() => import('./InactivityWarning').then((m) => m.InactivityWarning));
