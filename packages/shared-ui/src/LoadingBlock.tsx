import { useTranslateText } from './i18n/translate';
import styles from './placeholders.module.css';

export type LoadingBlockProps = {
  /** Number of skeleton lines. */
  lines?: number;
  /** Accessible name of the loading region. */
  label?: string;
};

/**
 * Skeleton lines where content is loading (the design's rule: loading shows skeletons). Plain
 * elements (`placeholders.module.css`): every page shows it first, before the design system is
 * needed (issue 12).
 */
export function LoadingBlock({ lines = 3, label = 'Loading' }: LoadingBlockProps) {
  const tx = useTranslateText();
  return (
    <div role="status" aria-busy="true" aria-label={tx(label)} className={styles.block}>
      <div className={styles.lines}>
        {Array.from({ length: lines }, (_, index) => (
          <div key={index} className={styles.line} data-testid="skeleton-line" />
        ))}
      </div>
    </div>
  );
}
