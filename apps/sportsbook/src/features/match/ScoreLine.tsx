import { Flex, Text } from '@exchange/shared-ui/chakra';
import { memo } from 'react';
import type { SportMatch } from '@exchange/contracts/sports';
import { useT, useTranslateText, type MessageKey, type MessageValues } from '@exchange/shared-ui';

type Props = { match: SportMatch };

/** Who leads and by what, as a player reads it: sets and games with the point score (tennis), goals and minute (soccer). */
function scoreText(
  { score, runners, inPlay, finished }: SportMatch,
  t: (key: MessageKey, values?: MessageValues) => string,
  tx: (text: string) => string,
): { left: string; right: string } {
  const status = tx(finished ? 'Finished' : inPlay ? 'In play' : 'Not started');
  if (score.sport === 'soccer') {
    const minute = finished ? 'FT' : `${score.minute}'`;
    return { left: `${score.goals.home} - ${score.goals.away}`, right: `${minute} · ${status}` };
  }
  const sets = score.sets.map((set) => `${set.home}-${set.away}`).join('  ');
  const game = finished ? '' : ` · ${t('score.game', { home: score.points.home, away: score.points.away })}`;
  const server = runners[score.server === 0 ? 0 : runners.length - 1] ?? '';
  return { left: `${sets}${game}`, right: finished ? status : `${t('score.toServe', { player: server })} · ${status}` };
}

/** The score under the title of a tennis or soccer match. */
export const ScoreLine = memo(function ScoreLine({ match }: Props) {
  const t = useT();
  const tx = useTranslateText();
  const { left, right } = scoreText(match, t, tx);
  return (
    <Flex
      justify="space-between"
      align="center"
      gap="2"
      wrap="wrap"
      px="3"
      py="2"
      bg="bg.muted"
      borderRadius="sm"
      data-testid="score-line"
    >
      <Text fontWeight="bold" fontSize="lg" data-testid="score-main">
        {left}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {right}
      </Text>
    </Flex>
  );
});
