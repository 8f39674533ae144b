import { Badge, Flex, Text } from '@exchange/shared-ui/chakra';
import { PlayingCard } from '../../../shared/PlayingCard';
import type { CardLine } from '../parseResult';
import { useTranslateText } from '@exchange/shared-ui';

export function WinnerMark() {
  const tx = useTranslateText();
  return (
    <Badge colorPalette="green" variant="solid" size="sm" w="fit-content" data-testid="winner-mark">
      {tx('Winner')}
    </Badge>
  );
}

/** One side of a round: its name, its cards, and the Winner mark when it won. */
export function SideBox({ line }: { line: CardLine }) {
  const tx = useTranslateText();
  const small = line.cards.length > 3;
  return (
    <Flex
      direction="column"
      align="center"
      gap="1.5"
      p="2"
      borderRadius="md"
      borderWidth="2px"
      borderColor={line.isWinning ? 'pl.positive' : 'border'}
      bg="bg"
      data-testid="result-side"
      data-side={line.resultFor}
      data-winning={line.isWinning}
    >
      <Text fontWeight="bold" fontSize="sm" textAlign="center">
        {line.resultFor}
      </Text>
      <Flex gap="1" wrap="wrap" justify="center">
        {line.cards.length ? (
          line.cards.map((code, i) => <PlayingCard key={`${code}-${i}`} code={code} size={small ? 'sm' : 'md'} />)
        ) : (
          <Text fontSize="xs" color="fg.muted">
            {tx('No cards')}
          </Text>
        )}
      </Flex>
      {line.isWinning ? <WinnerMark /> : null}
    </Flex>
  );
}
