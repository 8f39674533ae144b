import { Flex, Stack, Text } from '@exchange/shared-ui/chakra';
import { SUIT_SYMBOLS, type Suit } from '@exchange/betting';
import { PlayingCard } from '../../../shared/PlayingCard';
import type { CardLine } from '../parseResult';
import { WinnerMark } from './SideBox';

const SUIT_BY_NAME: Record<string, Suit> = {
  spade: 'S',
  spades: 'S',
  heart: 'H',
  hearts: 'H',
  club: 'C',
  clubs: 'C',
  diamond: 'D',
  diamonds: 'D',
};

/** Race 20: one lane per suit with the cards that moved it; the lane that finished first won. */
export function RaceBoard({ lines }: { lines: readonly CardLine[] }) {
  return (
    <Stack gap="1.5" data-testid="board-race">
      {lines.map((line, i) => {
        const suit = SUIT_BY_NAME[line.resultFor.trim().toLowerCase()];
        return (
          <Flex
            key={`${line.resultFor}-${i}`}
            align="center"
            gap="2"
            p="1.5"
            borderRadius="md"
            borderWidth="2px"
            borderColor={line.isWinning ? 'pl.positive' : 'border'}
            data-testid="race-lane"
            data-side={line.resultFor}
            data-winning={line.isWinning}
          >
            <Text
              minW="20"
              fontWeight="bold"
              fontSize="sm"
              color={suit === 'H' || suit === 'D' ? 'red.600' : 'gray.900'}
            >
              {suit ? `${SUIT_SYMBOLS[suit]} ` : ''}
              {line.resultFor}
            </Text>
            <Flex gap="1" wrap="wrap" flex="1">
              {line.cards.map((code, j) => (
                <PlayingCard key={`${code}-${j}`} code={code} size="sm" />
              ))}
            </Flex>
            {line.isWinning ? <WinnerMark /> : null}
          </Flex>
        );
      })}
    </Stack>
  );
}
