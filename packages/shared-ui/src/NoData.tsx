import { useTranslateText } from './i18n/translate';
import styles from './placeholders.module.css';

export const NO_DATA_TEXT = 'No data found';

export type NoDataProps = { message?: string };

/**
 * The empty state of a list or card area (tables use `EmptyRow`). Plain elements
 * (`placeholders.module.css`): a live match with no sessions shows it in its first render, which
 * needs no design system (issue 12).
 */
export function NoData({ message = NO_DATA_TEXT }: NoDataProps) {
  const tx = useTranslateText();
  return <div className={styles.noData}>{tx(message)}</div>;
}
