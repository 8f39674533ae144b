import { Box, Grid, Text } from '@exchange/shared-ui/chakra';
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

/**
 * The translucent 'SUSPENDED' cover across a market row (DESIGN: "a translucent overlay with
 * 'SUSPENDED' across the row"): a light veil over the whole row, the word over the rate columns,
 * so the team or session name and the last rates stay readable beneath it (issue 16). It takes
 * no clicks: the rate cells are disabled under it, and a session's exposure still opens its ladder.
 * `columns` is the row's grid, so the word sits over the same columns as the rates.
 */
export function SuspendedOverlay({ columns }: { columns: string }) {
  return (
    <Grid
      position="absolute"
      inset="0"
      templateColumns={columns}
      bg="rgba(45, 55, 72, 0.18)"
      pointerEvents="none"
      data-testid="suspended"
    >
      <Text
        gridColumn="2 / 4"
        alignSelf="center"
        textAlign="center"
        color="red.700"
        fontWeight="bold"
        fontSize="xs"
        letterSpacing="wider"
        textShadow="0 0 3px white, 0 0 2px white"
      >
        SUSPENDED
      </Text>
    </Grid>
  );
}
