import { Flex } from '@exchange/shared-ui/chakra';
import { gameRules } from '@exchange/betting';

const CHIP_COLOURS = { a: 'bet.back', b: 'bet.lay', c: 'pl.positive', d: 'brand.accent' } as const;

/** A round's winner as a round chip: colour class a/b/c/d by game and winner code (spec section 2). */
export function ResultChip({
  gameId,
  marketId,
  winner,
  onOpen,
}: {
  gameId: string;
  marketId: string;
  winner: string;
  onOpen: (marketId: string) => void;
}) {
  const rules = gameRules(gameId);
  const chip = rules?.chipClass(winner) ?? 'a';
  return (
    <Flex
      as="button"
      onClick={() => onOpen(marketId)}
      aria-label={`Result of round ${marketId}`}
      cursor="pointer"
      _hover={{ opacity: 0.8 }}
      className={chip}
      data-testid="result-chip"
      data-market={marketId}
      data-winner={winner}
      w="7"
      h="7"
      flexShrink={0}
      borderRadius="full"
      align="center"
      justify="center"
      fontSize="xs"
      fontWeight="black"
      bg={CHIP_COLOURS[chip]}
      color={chip === 'c' ? 'white' : 'gray.900'}
    >
      {rules?.chipText(winner) ?? winner}
    </Flex>
  );
}
