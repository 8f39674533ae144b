import { Flex, Stack, Text } from '@exchange/shared-ui/chakra';
import { PlayingCard } from '../../../shared/PlayingCard';
import type { CardLine } from '../parseResult';
import { CardStrip } from './CardStrip';
import { SidesBoard } from './SidesBoard';

const named = (re: RegExp) => (line: CardLine) => re.test(line.resultFor);
const isJoker = named(/joker/i);
const isStrip = named(/andar|bahar/i);

/** Andar Bahar (and Andar Bahar 2): the joker, then the Andar and Bahar cards in five-card strips. */
export function AndarBaharBoard({ lines }: { lines: readonly CardLine[] }) {
  const jokers = lines.filter(isJoker);
  const strips = lines.filter(isStrip);
  const others = lines.filter((l) => !isJoker(l) && !isStrip(l));
  return (
    <Stack gap="2" data-testid="board-andar-bahar" overflowX="auto">
      {jokers.map((line, i) => (
        <Flex key={`joker-${i}`} align="center" gap="2" data-testid="joker">
          <Text fontWeight="bold" fontSize="sm" minW="16">
            {line.resultFor}
          </Text>
          {line.cards.map((code, j) => (
            <PlayingCard key={`${code}-${j}`} code={code} />
          ))}
        </Flex>
      ))}
      {strips.map((line, i) => (
        <CardStrip
          key={`${line.resultFor}-${i}`}
          label={line.resultFor}
          cards={line.cards}
          isWinning={line.isWinning}
        />
      ))}
      {others.length ? <SidesBoard lines={others} /> : null}
    </Stack>
  );
}
