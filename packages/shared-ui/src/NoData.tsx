import { Box } from '@chakra-ui/react';
import { useTranslateText } from './i18n/translate';

export const NO_DATA_TEXT = 'No data found';

export type NoDataProps = { message?: string };

/** The empty state of a list or card area (tables use `EmptyRow`). */
export function NoData({ message = NO_DATA_TEXT }: NoDataProps) {
  const tx = useTranslateText();
  return (
    <Box py="6" px="3" textAlign="center" fontSize="sm" color="fg.muted" bg="white">
      {tx(message)}
    </Box>
  );
}
