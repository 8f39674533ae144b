import { Box, Button, Flex, SimpleGrid, Text } from '@exchange/shared-ui/chakra';
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
  type MessageKey,
} from '@exchange/shared-ui';
import { historyApi, type CompletedGame } from './historyApi';

/** A settlement from an older backend names no sport: it was a cricket match. */
const sportOf = (game: CompletedGame) => (game.sport || 'CRICKET').toUpperCase();

/** The sports' chips, in the navigation's order; a sport not listed here comes after them. */
const SPORT_LABELS: Readonly<Record<string, MessageKey>> = {
  CRICKET: 'nav.cricket',
  TENNIS: 'nav.tennis',
  SOCCER: 'nav.soccer',
  CASINO: 'nav.casino',
};
const ORDER = Object.keys(SPORT_LABELS);
const rank = (sport: string) => (ORDER.includes(sport) ? ORDER.indexOf(sport) : ORDER.length);

const winLossText = (game: CompletedGame) =>
  `${game.winLoss >= 0 ? 'Win coins' : 'Loss coins'}: ${formatAmount(Math.abs(game.winLoss))}`;

/** The export's columns: a card's fields, printed as the card prints them. */
const CSV_COLUMNS: CsvColumn<CompletedGame>[] = [
  { header: 'Event', value: (g) => g.eventName },
  { header: 'Sport', value: sportOf },
  { header: 'Date', value: (g) => formatEventTime(g.eventDateTime) },
  { header: 'Match Bets', value: (g) => String(g.matchBetCount) },
  { header: 'Session Bets', value: (g) => String(g.sessionBetCount) },
  { header: 'Casino Bets', value: (g) => String(g.casinoBetCount ?? 0) },
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
  const won = game.winLoss >= 0;
  const casino = sportOf(game) === 'CASINO';
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
      data-sport={sportOf(game)}
    >
      <Text fontWeight="bold">{game.eventName}</Text>
      <Text fontSize="xs" color="fg.muted">
        {t(SPORT_LABELS[sportOf(game)] ?? 'nav.cricket')} · {formatEventTime(game.eventDateTime)}
      </Text>
      <Flex gap="3" fontSize="xs" mt="1" wrap="wrap">
        {casino ? (
          <Text>{t('history.casinoBetCount', { count: game.casinoBetCount ?? 0 })}</Text>
        ) : (
          <>
            <Text>{t('history.matchBetCount', { count: game.matchBetCount })}</Text>
            {/* Sessions are cricket's: a tennis or soccer card does not count what it cannot have. */}
            {sportOf(game) === 'CRICKET' || game.sessionBetCount > 0 ? (
              <Text>{t('history.sessionBetCount', { count: game.sessionBetCount })}</Text>
            ) : null}
          </>
        )}
        <Text>{t('history.wonBy', { winner: game.wonBy })}</Text>
      </Flex>
      {/* 'Win coins' (green) when winLoss >= 0, else 'Loss coins' (red): spec section 2. */}
      <Text mt="1" fontWeight="bold" color={won ? 'pl.positive' : 'pl.negative'} data-testid="win-loss">
        {t(won ? 'completed.winCoins' : 'completed.lossCoins', { amount: formatAmount(Math.abs(game.winLoss)) })}
      </Text>
    </Box>
  );
});

/**
 * Complete Games (spec section 2): every settlement of the player, newest first: matches of each
 * sport and casino rounds, each with its bet counts and what it paid. A chip per sport narrows it.
 */
export default function CompletedGamesPage() {
  const t = useT();
  const navigate = useNavigate();
  const { data, isLoading, isError } = historyApi.useGetCompletedGamesQuery();
  const [query, setQuery] = useState('');
  const [sport, setSport] = useState<string | null>(null);
  const sports = useMemo(() => [...new Set((data ?? []).map(sportOf))].sort((a, b) => rank(a) - rank(b)), [data]);
  const shown = useMemo(
    () =>
      (data ?? []).filter(
        (g) => (sport === null || sportOf(g) === sport) && matchesSearch(query, [g.eventName, g.wonBy]),
      ),
    [data, query, sport],
  );
  const open = (game: CompletedGame) => navigate(`/complete_detail/${game.accountLogId}`, { state: { item: game } });
  return (
    <Box>
      <PageTitle title={t('title.completeGames')} />
      <Flex py="2" gap="2" wrap="wrap" align="center">
        {sports.length > 1 ? (
          <Flex gap="1" wrap="wrap" role="group" aria-label={t('history.sportFilter')}>
            {[null, ...sports].map((value) => (
              <Button
                key={value ?? 'all'}
                size="sm"
                colorPalette="brand"
                variant={sport === value ? 'solid' : 'outline'}
                aria-pressed={sport === value}
                onClick={() => setSport(value)}
              >
                {value === null ? t('history.allSports') : t(SPORT_LABELS[value] ?? 'nav.cricket')}
              </Button>
            ))}
          </Flex>
        ) : null}
        <SearchExport query={query} onQuery={setQuery} rows={shown} columns={CSV_COLUMNS} fileName="completed-games" />
      </Flex>
      {isLoading ? <LoadingBlock /> : null}
      {isError ? <Text color="fg.error">{t('shell.betsNotLoaded')}</Text> : null}
      {data && data.length === 0 ? <NoData /> : null}
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="2" mt="2">
        {shown.map((game) => (
          <GameCard key={game.accountLogId} game={game} onOpen={open} />
        ))}
      </SimpleGrid>
    </Box>
  );
}
