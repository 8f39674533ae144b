import { SimpleGrid, Stack } from '@exchange/shared-ui/chakra';
import type { CardLine } from '../parseResult';
import { SideBox } from './SideBox';

/** Sides next to each other: two or three in a row, more in a grid (Card 32's players, Poker's board). */
export function SidesBoard({ lines }: { lines: readonly CardLine[] }) {
  const n = lines.length;
  return (
    <SimpleGrid columns={{ base: Math.min(n, n === 3 ? 3 : 2), md: Math.min(n, 4) }} gap="2" data-testid="board-sides">
      {lines.map((line, i) => (
        <SideBox key={`${line.resultFor}-${i}`} line={line} />
      ))}
    </SimpleGrid>
  );
}

const isDealer = (line: CardLine) => /dealer/i.test(line.resultFor);

/** Teenpatti Open and Casino War: the Dealer's cards above the players'. */
export function DealerBoard({ lines }: { lines: readonly CardLine[] }) {
  const dealer = lines.filter(isDealer);
  const players = lines.filter((l) => !isDealer(l));
  return (
    <Stack gap="2" data-testid="board-dealer">
      {dealer.map((line, i) => (
        <SideBox key={`dealer-${i}`} line={line} />
      ))}
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
        {players.map((line, i) => (
          <SideBox key={`${line.resultFor}-${i}`} line={line} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
