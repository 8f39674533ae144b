import { Box, Flex, Text } from '@chakra-ui/react';
import { SUIT_SYMBOLS, isRed, parseCard } from '@exchange/betting';
import { memo } from 'react';

/** A card face: rank over suit, red for hearts and diamonds (DESIGN section 10). */
export const PlayingCard = memo(function PlayingCard({ code, size = 'md' }: { code: string; size?: 'sm' | 'md' }) {
  const { rank, suit } = parseCard(code);
  const small = size === 'sm';
  return (
    <Flex
      data-testid="playing-card"
      data-card={code}
      direction="column"
      align="center"
      justify="center"
      w={small ? '6' : '9'}
      h={small ? '8' : '12'}
      bg="white"
      borderRadius="sm"
      borderWidth="1px"
      borderColor="gray.300"
      color={isRed(code) ? 'red.600' : 'gray.900'}
      fontWeight="bold"
      lineHeight="1"
      aria-label={`${rank} of ${suit}`}
    >
      <Text fontSize={small ? 'xs' : 'sm'}>{rank}</Text>
      <Box fontSize={small ? 'xs' : 'md'}>{SUIT_SYMBOLS[suit]}</Box>
    </Flex>
  );
});

/** A face-down place holder for a card not dealt yet. */
export function CardBack() {
  return <Box w="9" h="12" borderRadius="sm" borderWidth="1px" borderStyle="dashed" borderColor="whiteAlpha.600" />;
}
