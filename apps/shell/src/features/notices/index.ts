/** Notices feature: settlement notices by the profile poll's interval, their toasts and the header's bell. */
export { NoticesBell } from './NoticesBell';
export { NoticesProvider } from './NoticesProvider';
