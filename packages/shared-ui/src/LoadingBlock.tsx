import { Box, SkeletonText } from '@chakra-ui/react';
import { useTranslateText } from './i18n/translate';

export type LoadingBlockProps = {
  /** Number of skeleton lines. */
  lines?: number;
  /** Accessible name of the loading region. */
  label?: string;
};

/** Skeleton lines where content is loading (the design's rule: loading shows skeletons). */
export function LoadingBlock({ lines = 3, label = 'Loading' }: LoadingBlockProps) {
  const tx = useTranslateText();
  return (
    <Box role="status" aria-busy="true" aria-label={tx(label)} p="3" bg="white">
      <SkeletonText noOfLines={lines} gap="3" />
    </Box>
  );
}
