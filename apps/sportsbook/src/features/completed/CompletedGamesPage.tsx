import { Box, Flex, SimpleGrid, Text } from '@exchange/shared-ui/chakra';
import { memo, useMemo, useState } from 'react';
import { useNavigate } from '@exchange/shared-ui/router';
import {
  type CsvColumn,
  formatAmount,
  formatEventTime,
  LoadingBlock,
  matchesSearch,
  NoData,
  PageTitle,
  SearchExport,
  useT,
  useTranslateText,
} from '@exchange/shared-ui';
import { completedApi, type CompletedGame } from './completedApi';

const winLossText = (game: CompletedGame) =>
  `${game.winLoss >= 0 ? 'Win coins' : 'Loss coins'}: ${formatAmount(Math.abs(game.winLoss))}`;

/** The export's columns: a card's fields, printed as the card prints them. */
const CSV_COLUMNS: CsvColumn<CompletedGame>[] = [
  { header: 'Event', value: (g) => g.eventName },
  { header: 'Date', value: (g) => formatEventTime(g.eventDateTime) },
  { header: 'Match Bets', value: (g) => String(g.matchBetCount) },
  { header: 'Session Bets', value: (g) => String(g.sessionBetCount) },
  { header: 'Won By', value: (g) => g.wonBy },
  { header: 'Win/Loss', value: winLossText },
];

const GameCard = memo(function GameCard({
  game,
  onOpen,
}: {
  game: CompletedGame;
  onOpen: (game: CompletedGame) => void;
}) {
  const t = useT();
  const tx = useTranslateText();
  const won = game.winLoss >= 0;
  return (
    <Box
      as="button"
      onClick={() => onOpen(game)}
      textAlign="start"
      w="full"
      bg="bg"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      data-testid="completed-game"
    >
      <Text fontWeight="bold">{game.eventName}</Text>
      <Text fontSize="xs" color="fg.muted">
        {formatEventTime(game.eventDateTime)}
      </Text>
      <Flex gap="3" fontSize="xs" mt="1" wrap="wrap">
        <Text>
          {tx('Match Bets')}: {game.matchBetCount}
        </Text>
        <Text>
          {tx('Session Bets')}: {game.sessionBetCount}
        </Text>
        <Text>
          {tx('Won By')}: {game.wonBy}
        </Text>
      </Flex>
      {/* 'Win coins' (green) when winLoss >= 0, else 'Loss coins' (red): spec section 2. */}
      <Text mt="1" fontWeight="bold" color={won ? 'pl.positive' : 'pl.negative'} data-testid="win-loss">
        {t(won ? 'completed.winCoins' : 'completed.lossCoins', { amount: formatAmount(Math.abs(game.winLoss)) })}
      </Text>
    </Box>
  );
});

export default function CompletedGamesPage() {
  const navigate = useNavigate();
  const { data, isLoading } = completedApi.useGetCompletedGamesQuery();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => (data ?? []).filter((g) => matchesSearch(query, [g.eventName, g.wonBy])), [data, query]);
  const open = (game: CompletedGame) => navigate(`/complete_detail/${game.accountLogId}`, { state: { item: game } });
  return (
    <Box>
      <PageTitle title="Complete Games" />
      <Flex py="2">
        <SearchExport query={query} onQuery={setQuery} rows={shown} columns={CSV_COLUMNS} fileName="completed-games" />
      </Flex>
      {isLoading ? <LoadingBlock /> : null}
      {data && data.length === 0 ? <NoData /> : null}
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="2" mt="2">
        {shown.map((game) => (
          <GameCard key={game.accountLogId} game={game} onOpen={open} />
        ))}
      </SimpleGrid>
    </Box>
  );
}
