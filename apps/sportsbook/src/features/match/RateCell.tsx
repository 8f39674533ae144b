import { Box, Grid, Text } from '@exchange/shared-ui/chakra';
import { memo } from 'react';
import { useFlash } from './rateFlash';
import { useTranslateText } from '@exchange/shared-ui';

type Props = {
  rate: number;
  size?: number;
  side: 'back' | 'lay';
  disabled: boolean;
  onPick: () => void;
  testId: string;
  /** What the price is for, read before it by a screen reader ('LAGAI India at 1.95'). */
  label: string;
};

/** A LAGAI/YES (light blue) or KHAI/NO (pink) cell: the rate bold, the size small beneath; a moved rate flashes (rateFlash). */
export const RateCell = memo(function RateCell({ rate, size, side, disabled, onPick, testId, label }: Props) {
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
      <Box as="span" srOnly>
        {label}
      </Box>
      <Text fontWeight="bold" fontSize="sm" lineHeight="short" data-rate="" data-flash={flash}>
        {rate > 0 ? rate : '-'}
      </Text>
      {size !== undefined ? (
        <Text fontSize="2xs" lineHeight="short" aria-hidden>
          {size}
        </Text>
      ) : null}
    </Box>
  );
});

/**
 * The translucent 'SUSPENDED' cover across a market row (DESIGN: "a translucent overlay with
 * 'SUSPENDED' across the row"): a light veil over the whole row, so the team or session name and
 * the last rates stay readable beneath it (issue 16). The word sits at the end of the name column
 * (`align`: level with a one-line team name, on a session's second line), never over a rate.
 * It takes no clicks: the rate cells are disabled under it, and a session's exposure still opens
 * its ladder. `columns` is the row's grid.
 */
export function SuspendedOverlay({ columns, align = 'center' }: { columns: string; align?: 'center' | 'end' }) {
  const tx = useTranslateText();
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
        gridColumn="1"
        justifySelf="end"
        alignSelf={align}
        px="2"
        py="0.5"
        color="red.700"
        fontWeight="bold"
        fontSize="2xs"
        letterSpacing="wider"
        textShadow="0 0 3px white, 0 0 2px white"
      >
        {tx('SUSPENDED')}
      </Text>
    </Grid>
  );
}
