import { Box, Text } from '@exchange/shared-ui/chakra';
import { memo } from 'react';
import { useFlash } from './rateFlash';

type Props = {
  rate: number;
  size?: number;
  side: 'back' | 'lay';
  disabled: boolean;
  onPick: () => void;
  testId: string;
};

/** A LAGAI/YES (light blue) or KHAI/NO (pink) cell: the rate bold, the size small beneath; a moved rate flashes (rateFlash). */
export const RateCell = memo(function RateCell({ rate, size, side, disabled, onPick, testId }: Props) {
  const flash = useFlash(rate);
  return (
    <Box
      as="button"
      data-rate-cell=""
      data-testid={testId}
      onClick={disabled || !(rate > 0) ? undefined : onPick}
      bg={side === 'back' ? 'bet.back' : 'bet.lay'}
      color="black"
      textAlign="center"
      py="1"
      minW="0"
      w="full"
      cursor={disabled ? 'not-allowed' : 'pointer'}
    >
      <Text fontWeight="bold" fontSize="sm" lineHeight="short" data-rate="" data-flash={flash}>
        {rate > 0 ? rate : '-'}
      </Text>
      {size !== undefined ? (
        <Text fontSize="2xs" lineHeight="short">
          {size}
        </Text>
      ) : null}
    </Box>
  );
});

/** The translucent 'SUSPENDED' cover over a market row's rates. */
export function SuspendedOverlay() {
  return (
    <Box
      position="absolute"
      inset="0"
      bg="blackAlpha.600"
      color="white"
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontWeight="bold"
      fontSize="sm"
      letterSpacing="wider"
      data-testid="suspended"
    >
      SUSPENDED
    </Box>
  );
}
