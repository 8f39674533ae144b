import { Badge, Box, Flex, Text } from '@exchange/shared-ui/chakra';
import { memo } from 'react';
import { formatEventTime, useTranslateText } from '@exchange/shared-ui';
import type { DashboardMatch } from './cricketApi';
import { teamsOf } from './matchOrder';

/** Bet counts are cricket's (bookmaker and sessions); tennis and soccer cards (issue 15) show none. */
type Props = {
  match: DashboardMatch;
  matchBets?: number;
  sessionBets?: number;
  onOpen: (match: DashboardMatch) => void;
};

const SPORT_NAMES: Readonly<Record<string, string>> = { cricket: 'Cricket', tennis: 'Tennis', soccer: 'Soccer' };

export const MatchCard = memo(function MatchCard({ match, matchBets, sessionBets, onOpen }: Props) {
  const [home, away] = teamsOf(match.eventName);
  const tx = useTranslateText();
  return (
    <Box
      as="button"
      onClick={() => onOpen(match)}
      w="full"
      textAlign="start"
      bg="bg"
      borderRadius="md"
      borderWidth="1px"
      p="3"
      _hover={{ borderColor: 'brand.primary' }}
      data-testid="match-card"
      data-cricket-id={match.cricketId}
    >
      <Flex justify="space-between" align="center" fontSize="xs" color="fg.muted">
        <Text>{formatEventTime(match.eventTime)}</Text>
        {match.inPlay ? (
          <Badge colorPalette="green" variant="solid" bg="green.700" color="white" data-testid="live-marker">
            {tx('LIVE')}
          </Badge>
        ) : null}
      </Flex>
      <Text fontWeight="bold" mt="1">
        {home}
      </Text>
      {away ? <Text fontWeight="bold">{away}</Text> : null}
      <Flex gap="3" mt="2" fontSize="xs" color="fg.muted" wrap="wrap">
        {matchBets === undefined ? null : (
          <Text>
            {tx('Match Bets')}: {matchBets}
          </Text>
        )}
        {sessionBets === undefined ? null : (
          <Text>
            {tx('Session Bets')}: {sessionBets}
          </Text>
        )}
        <Text textTransform="capitalize">{tx(SPORT_NAMES[match.sport] ?? match.sport)}</Text>
      </Flex>
    </Box>
  );
});
