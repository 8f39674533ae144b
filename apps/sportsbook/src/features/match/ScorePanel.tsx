import { Box, Flex, Text } from '@exchange/shared-ui/chakra';
import { memo } from 'react';
import { useBallStrip } from './ballStrip';
import type { Score } from './matchTypes';

/** Ball colours: '4' a four, '6' a six, anything with 'w' a wicket, else runs (spec section 3). */
export function ballKind(ball: string): 'four' | 'six' | 'wicket' | 'run' {
  if (ball.toLowerCase().includes('w')) return 'wicket';
  if (ball === '4') return 'four';
  if (ball === '6') return 'six';
  return 'run';
}

const ballColors = { four: 'blue.500', six: 'green.600', wicket: 'red.600', run: 'gray.500' } as const;

export const ScorePanel = memo(function ScorePanel({ score }: { score: Score | null | undefined }) {
  if (!score) return null;
  return (
    <Box bg="gray.800" color="white" p="2" borderRadius="sm" fontSize="sm" data-testid="score-panel">
      <Flex justify="space-between">
        <Text fontWeight="bold">{score.spnnation1}</Text>
        <Text data-testid="score1">{score.score1}</Text>
      </Flex>
      <Flex justify="space-between">
        <Text fontWeight="bold">{score.spnnation2}</Text>
        <Text data-testid="score2">{score.score2}</Text>
      </Flex>
      <Flex justify="space-between" align="center" mt="1" gap="2" wrap="wrap">
        <Text fontSize="xs">{score.spnrunrate2}</Text>
        <BallStrip balls={score.balls} />
      </Flex>
      <Text fontSize="xs" mt="1" color="yellow.300" data-testid="score-message">
        {score.spnmessage}
      </Text>
    </Box>
  );
});

/** The last balls, keyed by the ball (not its place), so a new ball appends one element. */
function BallStrip({ balls }: { balls: readonly string[] }) {
  const strip = useBallStrip(balls);
  return (
    <Flex gap="1" data-testid="balls">
      {strip.map(({ id, ball }) => (
        <Box
          key={id}
          w="6"
          h="6"
          borderRadius="full"
          bg={ballColors[ballKind(ball)]}
          display="flex"
          alignItems="center"
          justifyContent="center"
          fontSize="xs"
          fontWeight="bold"
          data-ball={ballKind(ball)}
        >
          {ball}
        </Box>
      ))}
    </Flex>
  );
}
