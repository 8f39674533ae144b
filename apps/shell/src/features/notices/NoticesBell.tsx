import { BellIcon, headerButtonClass, island, useT } from '@exchange/shared-ui';
import { useState } from 'react';
import { useNotices } from './NoticesProvider';
import styles from './noticesBell.module.css';

/**
 * The bell's list, drawn with Chakra, loaded when the player first opens it: the bell itself is on
 * every page, a live match's included (issue 12).
 */
const NoticesList = island(() => import('./NoticesList').then((m) => m.NoticesList));

/** The header's bell: the unread count, and a list of the player's settlement notices, newest first. */
export function NoticesBell() {
  const { notices, unread, markAllRead } = useNotices();
  const [open, setOpen] = useState(false);
  const t = useT();
  const toggle = () => {
    if (!open) markAllRead();
    setOpen(!open);
  };

  return (
    <div className={styles.bell}>
      <button
        type="button"
        className={headerButtonClass}
        data-variant="ghost"
        aria-label={unread > 0 ? t('frame.notificationsUnread', { count: unread }) : t('frame.notifications')}
        aria-expanded={open}
        onClick={toggle}
        data-testid="notices-bell"
      >
        <BellIcon />
      </button>
      {unread > 0 ? (
        <span className={styles.unread} data-testid="notices-unread">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
      {open ? <NoticesList notices={notices} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
