import { Box, Flex, Text } from '@chakra-ui/react';
import { gameRules } from '@exchange/betting';
import { memo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ResultPopup } from '../../results';
import { POLL, useLastResultsQuery } from '../casinoApi';

const CHIP_COLOURS = { a: 'bet.back', b: 'bet.lay', c: 'pl.positive', d: 'brand.accent' } as const;

/** 'Last Result' strip: one chip per settled round, colour class a/b/c/d by game and winner; a chip opens the round's result. */
export const LastResultStrip = memo(function LastResultStrip({ gameId, shortName }: { gameId: string; shortName: string }) {
  const { data: results } = useLastResultsQuery(gameId, { pollingInterval: POLL.results });
  const [openMarket, setOpenMarket] = useState<string | null>(null);
  const rules = gameRules(gameId);
  return (
    <Box bg="white" borderRadius="sm" p="2" data-testid="last-results">
      <Flex justify="space-between" align="center" mb="1">
        <Text fontSize="sm" fontWeight="bold">
          Last Result
        </Text>
        <Link to={`/reports/casinoresults/${gameId}/${shortName}`}>
          <Text as="span" fontSize="xs" fontWeight="bold" color="brand.primary">
            View All
          </Text>
        </Link>
      </Flex>
      <Flex gap="1" wrap="wrap" minH="7">
        {(results ?? []).map((r) => {
          const chip = rules?.chipClass(r.mainWinner) ?? 'a';
          return (
            <Flex
              as="button"
              key={r.marketId}
              onClick={() => setOpenMarket(r.marketId)}
              aria-label={`Result of round ${r.marketId}`}
              cursor="pointer"
              _hover={{ opacity: 0.8 }}
              className={chip}
              data-testid="result-chip"
              data-market={r.marketId}
              data-winner={r.mainWinner}
              w="7"
              h="7"
              borderRadius="full"
              align="center"
              justify="center"
              fontSize="xs"
              fontWeight="black"
              bg={CHIP_COLOURS[chip]}
              color={chip === 'c' ? 'white' : 'gray.900'}
            >
              {rules?.chipText(r.mainWinner) ?? r.mainWinner}
            </Flex>
          );
        })}
      </Flex>
      <ResultPopup gameId={gameId} marketId={openMarket} onClose={() => setOpenMarket(null)} />
    </Box>
  );
});
