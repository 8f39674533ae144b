import { Text } from '@exchange/shared-ui/chakra';
import type { ReactNode } from 'react';
import { LoadingBlock, useTranslateText } from '@exchange/shared-ui';

type Props = {
  /** False while the chosen From date is after the To date: nothing is asked for. */
  rangeValid: boolean;
  /** Why the last read failed, in the language on screen; null when it did not. */
  loadError: string | null;
  /** True until the first answer: loading lines stand in for the table. */
  loading: boolean;
  /** The table. */
  children: ReactNode;
};

/**
 * A report over a date range under its filters (the ledger, the statement): why nothing is shown
 * (a From date after the To date, a read that failed), then loading lines or the table.
 */
export function RangeReport({ rangeValid, loadError, loading, children }: Props) {
  const tx = useTranslateText();
  return (
    <>
      {rangeValid ? null : (
        <Text px="3" color="fg.error">
          {tx('Choose a From date on or before the To date.')}
        </Text>
      )}
      {loadError === null ? null : (
        <Text px="3" color="fg.error">
          {loadError}
        </Text>
      )}
      {loading ? <LoadingBlock /> : children}
    </>
  );
}
