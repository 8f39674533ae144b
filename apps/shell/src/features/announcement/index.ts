/** Announcement feature: polls the announcement for the frame's ticker. */
export { ANNOUNCEMENT_POLL_MS, useAnnouncement } from './useAnnouncement';
