import { Box, Flex, SimpleGrid, Stack, Text } from '@exchange/shared-ui/chakra';
import type { ReactNode } from 'react';
import { useT, useTranslateText } from '@exchange/shared-ui';
import { formatResultTime } from '../../shared/localTime';
import { AndarBaharBoard } from './boards/AndarBaharBoard';
import { CricketBoard } from './boards/CricketBoard';
import { RaceBoard } from './boards/RaceBoard';
import { DealerBoard, SidesBoard } from './boards/SidesBoard';
import type { ResultDetail, ResultRow, RoundResult } from './parseResult';
import { ResultBets } from './ResultBets';
import { resultGame, type ResultBoard } from './resultGames';
import { VerifyRound } from './VerifyRound';

export const NO_RESULT = 'No data available';
export const UNKNOWN_GAME = 'The result of this game cannot be shown here.';

function Board({ board, round }: { board: ResultBoard; round: RoundResult }): ReactNode {
  const lines = round.cardLines;
  switch (board) {
    case 'cricket':
      return round.cricket ? <CricketBoard cricket={round.cricket} /> : <SidesBoard lines={lines} />;
    case 'race':
      return <RaceBoard lines={lines} />;
    case 'andarBahar':
      return <AndarBaharBoard lines={lines} />;
    case 'dealer':
      return <DealerBoard lines={lines} />;
    case 'sides':
      return <SidesBoard lines={lines} />;
  }
}

/** The summary under the cards: 'Winner: Player A', 'Suit: Spade', 'Points: 42' ... */
function ResultRows({ rows }: { rows: readonly ResultRow[] }) {
  const tx = useTranslateText();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="1" data-testid="result-rows">
      {rows.map((row, i) => (
        <Flex
          key={`${row.resultFor}-${i}`}
          gap="2"
          fontSize="sm"
          bg="bg.muted"
          px="2"
          py="1"
          borderRadius="sm"
          data-testid="result-row"
          data-label={row.resultFor}
        >
          <Text fontWeight="bold" whiteSpace="nowrap">
            {tx(row.resultFor)}:
          </Text>
          <Text data-testid="result-row-value">{row.result.join(', ')}</Text>
        </Flex>
      ))}
    </SimpleGrid>
  );
}

function RoundBody({ gameId, round }: { gameId: string; round: RoundResult | null }) {
  const tx = useTranslateText();
  const game = resultGame(gameId);
  if (!game)
    return (
      <Text color="fg.muted" data-testid="result-unknown-game">
        {tx(UNKNOWN_GAME)}
      </Text>
    );
  const empty = !round || (round.cardLines.length === 0 && round.resultRows.length === 0 && !round.cricket);
  if (empty) {
    return (
      <Text textAlign="center" color="fg.muted" py="4" data-testid="result-empty">
        {tx(NO_RESULT)}
      </Text>
    );
  }
  return (
    <Stack gap="2">
      <Board board={game.board} round={round} />
      {round.resultRows.length ? <ResultRows rows={round.resultRows} /> : null}
    </Stack>
  );
}

/** The popup's content: round id, match time (server UTC, shown in local time), the result, the bets. */
export function ResultView({ gameId, marketId, detail }: { gameId: string; marketId: string; detail: ResultDetail }) {
  const { round } = detail;
  const t = useT();
  return (
    <Stack gap="3" data-testid="result-view" data-game={gameId}>
      <Flex gap="4" wrap="wrap" fontSize="sm">
        <Text>
          {t('result.roundId')}: <b data-testid="result-round-id">{round?.marketId ?? marketId}</b>
        </Text>
        <Text>
          {t('result.matchTime')}:{' '}
          <b data-testid="result-match-time">{round ? formatResultTime(round.createdAt) : ''}</b>
        </Text>
      </Flex>
      <RoundBody gameId={gameId} round={round} />
      <ResultBets bets={detail.bets} totalProfitLoss={detail.totalProfitLoss} />
      {round?.seed ? (
        <Box fontSize="2xs" color="fg.muted" wordBreak="break-all" data-testid="result-proof">
          {t('result.proof', { seed: round.seed, hash: round.seedHash })}
        </Box>
      ) : null}
      {round ? <VerifyRound gameId={gameId} round={round} /> : null}
    </Stack>
  );
}
