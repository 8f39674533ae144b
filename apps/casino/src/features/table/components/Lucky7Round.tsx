import { Flex, Text } from '@exchange/shared-ui/chakra';
import { useTranslateText } from '@exchange/shared-ui';
import { memo } from 'react';
import { useQuietPoll } from '@exchange/live-data';
import { POLL, casinoApi, useCasinoOddsQuery, useLucky7RoundDataQuery, type Lucky7RoundData } from '../casinoApi';
import { PlayingCard } from '../../../shared/PlayingCard';

/** What the round's card decided, in the result popup's words ('Winner: Low Card', 'Odd/Even: Odd', ...). */
export const Lucky7RoundView = memo(function Lucky7RoundView({ data }: { data: Lucky7RoundData | null | undefined }) {
  const tx = useTranslateText();
  const dealt = data?.card ? data : null;
  return (
    <Flex
      bg="white"
      borderRadius="sm"
      px="2"
      py="1"
      gap="2"
      align="center"
      minH="10"
      fontSize="xs"
      data-testid="lucky7-round"
    >
      <Text fontWeight="bold">{tx('This round')}</Text>
      {dealt ? (
        <>
          <PlayingCard code={dealt.card!} />
          <Flex gap="2" wrap="wrap">
            {dealt.results.map((row) => (
              <Text key={row.resultFor} data-testid="lucky7-result">
                {row.resultFor}: <b>{row.result.join(', ')}</b>
              </Text>
            ))}
          </Flex>
        </>
      ) : (
        <Text color="fg.muted">{tx('Waiting for the card')}</Text>
      )}
    </Flex>
  );
});

/**
 * Lucky 7's data for the current round (spec section 7: every 2 s while a marketId exists): the card
 * and every option it decided, as soon as it is dealt, before the round settles into the strip.
 */
export function Lucky7Round({ gameId }: { gameId: string }) {
  const { marketId } = useCasinoOddsQuery(gameId, { selectFromResult: ({ data }) => ({ marketId: data?.marketId }) });
  useQuietPoll(casinoApi.endpoints.casinoOdds, gameId, POLL.odds);
  // currentData: a new round shows 'waiting' at once, not the last round's card until its first answer.
  const { currentData } = useLucky7RoundDataQuery(marketId ?? '', {
    skip: !marketId,
    selectFromResult: ({ currentData }) => ({ currentData }),
  });
  useQuietPoll(casinoApi.endpoints.lucky7RoundData, marketId ?? '', POLL.lucky7Data, { skip: !marketId });
  return <Lucky7RoundView data={currentData} />;
}
