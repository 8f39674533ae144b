import { Box, Flex, Text } from '@exchange/shared-ui/chakra';
import { memo, useCallback, useState } from 'react';
import { Link } from '@exchange/shared-ui/router';
import { ResultChip } from '../../../shared/ResultChip';
import { ResultPopup } from '../../results';
import { useQuietPoll } from '@exchange/live-data';
import { POLL, casinoApi, useLastResultsQuery } from '../casinoApi';
import { useTranslateText } from '@exchange/shared-ui';

/** 'Last Result' strip: one chip per settled round; a chip opens that round's result popup. */
export const LastResultStrip = memo(function LastResultStrip({
  gameId,
  shortName,
}: {
  gameId: string;
  shortName: string;
}) {
  // The answer only: an unchanged poll (the usual case) renders nothing.
  const { results } = useLastResultsQuery(gameId, { selectFromResult: ({ data }) => ({ results: data }) });
  useQuietPoll(casinoApi.endpoints.lastResults, gameId, POLL.results);
  const [openMarket, setOpenMarket] = useState<string | null>(null);
  const close = useCallback(() => setOpenMarket(null), []);
  const tx = useTranslateText();
  return (
    <Box bg="white" borderRadius="sm" p="2" data-testid="last-results">
      <Flex justify="space-between" align="center" mb="1">
        <Text fontSize="sm" fontWeight="bold">
          {tx('Last Result')}
        </Text>
        <Link to={`/reports/casinoresults/${gameId}/${shortName}`}>
          <Text as="span" fontSize="xs" fontWeight="bold" color="brand.primary">
            {tx('View All')}
          </Text>
        </Link>
      </Flex>
      <Flex gap="1" wrap="wrap" minH="7">
        {(results ?? []).map((r) => (
          <ResultChip
            key={r.marketId}
            gameId={gameId}
            marketId={r.marketId}
            winner={r.mainWinner}
            onOpen={setOpenMarket}
          />
        ))}
      </Flex>
      <ResultPopup gameId={gameId} marketId={openMarket} onClose={close} />
    </Box>
  );
});
