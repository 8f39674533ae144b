import { Box, Flex, Text } from '@exchange/shared-ui/chakra';
import { memo } from 'react';
import { useCasinoGamesListQuery, useCasinoOddsQuery, POLL } from '../casinoApi';
import { CardBack, PlayingCard } from '../../../shared/PlayingCard';

const SIDE_LABELS: Record<string, string> = {
  card: 'Card',
  cards: 'Cards',
  dragon: 'Dragon',
  tiger: 'Tiger',
  playerA: 'Player A',
  playerB: 'Player B',
  joker: 'Joker',
  andar: 'Andar',
  bahar: 'Bahar',
};
const EMPTY: Record<string, string[]> = {};

/** The live frame: the table's stream page, its dealt cards per side and the two-digit countdown. */
export const LiveTable = memo(function LiveTable({ gameId, name }: { gameId: string; name: string }) {
  const { streamURL } = useCasinoGamesListQuery(undefined, {
    selectFromResult: ({ data }) => ({ streamURL: data?.find((g) => g.gameCode === gameId)?.streamURL }),
  });
  const { cards, autoTime } = useCasinoOddsQuery(gameId, {
    pollingInterval: POLL.odds,
    selectFromResult: ({ data }) => ({ cards: data?.cards ?? EMPTY, autoTime: data?.autoTime }),
  });
  return (
    <Box position="relative" bg="gray.900" borderRadius="sm" overflow="hidden" data-testid="live-table">
      <Box h={{ base: '160px', md: '240px' }}>
        {/* The stream page runs no script and is loaded once; an empty sandbox keeps it in an opaque origin that cannot reach this page. */}
        {streamURL ? (
          <iframe
            src={streamURL}
            title={`${name} live`}
            sandbox=""
            style={{ display: 'block', width: '100%', height: '100%', border: 0 }}
          />
        ) : null}
      </Box>
      <Flex position="absolute" top="2" left="2" direction="column" gap="1" data-testid="dealt-cards">
        {Object.entries(cards).map(([side, list]) => (
          <Flex key={side} align="center" gap="1" data-side={side}>
            <Text color="white" fontSize="xs" fontWeight="bold" minW="14">
              {SIDE_LABELS[side] ?? side}
            </Text>
            {list.length ? (
              list
                .slice(0, 12)
                .map((code, i) => <PlayingCard key={`${code}-${i}`} code={code} size={list.length > 3 ? 'sm' : 'md'} />)
            ) : (
              <CardBack />
            )}
          </Flex>
        ))}
      </Flex>
      <Box
        position="absolute"
        right="2"
        bottom="2"
        bg="blackAlpha.700"
        color="white"
        fontWeight="black"
        fontSize="2xl"
        px="3"
        py="1"
        borderRadius="md"
        data-testid="countdown"
      >
        {autoTime === undefined ? '--' : autoTime.padStart(2, '0')}
      </Box>
    </Box>
  );
});
