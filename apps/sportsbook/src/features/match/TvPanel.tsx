import { useTranslateText } from '@exchange/shared-ui';
import { matchApi } from './matchApi';
import styles from './matchLayout.module.css';

/**
 * 'View Tv': the match stream in a sandboxed frame from the API's origin (DESIGN section 9), in a
 * plain 16:9 box (matchLayout.module.css): the match page loads no Chakra for it (issue 12).
 */
export function TvPanel({ eventId }: { eventId: number }) {
  const tx = useTranslateText();
  const { data: src } = matchApi.useGetStreamQuery(eventId);
  if (!src) return null;
  return (
    <div className={styles.tv}>
      <iframe
        title={tx('Live TV')}
        src={src}
        sandbox=""
        referrerPolicy="no-referrer"
        style={{ border: 0, width: '100%', height: '100%' }}
        data-testid="tv-frame"
      />
    </div>
  );
}
