import { Box, Flex, Text } from '@exchange/shared-ui/chakra';
import { SUIT_NAMES, SUIT_SYMBOLS, isCardCode, isRed, parseCard } from '@exchange/betting';
import { memo } from 'react';

const SIZES = {
  sm: { w: '6', h: '8', rank: 'xs', suit: 'xs' },
  md: { w: '9', h: '12', rank: 'sm', suit: 'md' },
} as const;

/**
 * A card face: rank over suit, red for hearts and diamonds (DESIGN section 10). Cards come from the
 * server, so a code that is not a card is shown as its text rather than taking the screen down.
 */
export const PlayingCard = memo(function PlayingCard({ code, size = 'md' }: { code: string; size?: 'sm' | 'md' }) {
  const s = SIZES[size];
  const frame = {
    w: s.w,
    h: s.h,
    bg: 'white',
    borderRadius: 'sm',
    borderWidth: '1px',
    borderColor: 'gray.300',
    flexShrink: 0,
  } as const;
  if (!isCardCode(code)) {
    return (
      <Flex
        data-testid="playing-card"
        data-card={code}
        data-invalid=""
        {...frame}
        align="center"
        justify="center"
        color="fg.muted"
        fontSize="2xs"
        overflow="hidden"
        title={code}
      >
        {code.slice(0, 4) || '?'}
      </Flex>
    );
  }
  const { rank, suit } = parseCard(code);
  return (
    <Flex
      data-testid="playing-card"
      data-card={code}
      direction="column"
      align="center"
      justify="center"
      {...frame}
      color={isRed(code) ? 'red.600' : 'gray.900'}
      fontWeight="bold"
      lineHeight="1"
      aria-label={`${rank} of ${SUIT_NAMES[suit]}`}
    >
      <Text fontSize={s.rank}>{rank}</Text>
      <Box fontSize={s.suit}>{SUIT_SYMBOLS[suit]}</Box>
    </Flex>
  );
});

/** A face-down place holder for a card not dealt yet. */
export function CardBack() {
  return <Box w="9" h="12" borderRadius="sm" borderWidth="1px" borderStyle="dashed" borderColor="whiteAlpha.600" />;
}
