import { useT } from '@exchange/shared-ui';
import { connectionSelectors, useAppSelector } from '@exchange/shared-auth';
import styles from './offlineBar.module.css';

/**
 * 'Offline — retrying' across the top of every screen while the API cannot be reached (issue 16).
 * The page keeps what it last showed and its polls keep going; the first answer that gets through
 * takes the bar away. A status, not an alert: it is read once, not on every failed poll.
 */
export function OfflineBar() {
  const t = useT();
  const reachable = useAppSelector(connectionSelectors.selectApiReachable);
  if (reachable) return null;
  return (
    <div role="status" data-testid="offline-bar" className={styles.bar}>
      <span className={styles.spinner} aria-hidden="true" />
      <p>{t('shell.offline')}</p>
    </div>
  );
}
