import { Box, Text } from '@chakra-ui/react';
import { memo, useEffect, useRef, useState } from 'react';

const FLASH_MS = 600;

/** True for a moment after `value` changes, so a moved rate catches the eye (issue 4). */
function useFlash(value: number): boolean {
  const previous = useRef(value);
  const [flash, setFlash] = useState(false);
  useEffect(() => {
    if (previous.current === value) return undefined;
    previous.current = value;
    setFlash(true);
    const timer = setTimeout(() => setFlash(false), FLASH_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return flash;
}

type Props = { rate: number; size?: number; side: 'back' | 'lay'; disabled: boolean; onPick: () => void; testId: string };

/** A LAGAI/YES (light blue) or KHAI/NO (pink) cell: the rate bold, the size small beneath. */
export const RateCell = memo(function RateCell({ rate, size, side, disabled, onPick, testId }: Props) {
  const flash = useFlash(rate);
  return (
    <Box
      as="button"
      data-rate-cell=""
      data-testid={testId}
      data-flash={flash ? '' : undefined}
      onClick={disabled || !(rate > 0) ? undefined : onPick}
      bg={side === 'back' ? 'bet.back' : 'bet.lay'}
      color="black"
      textAlign="center"
      py="1"
      minW="0"
      w="full"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      outline={flash ? '2px solid' : undefined}
      outlineColor={flash ? 'yellow.400' : undefined}
      transition="outline-color 0.3s"
    >
      <Text fontWeight="bold" fontSize="sm" lineHeight="short">
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
