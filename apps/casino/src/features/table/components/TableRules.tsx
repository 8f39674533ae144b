import { Box, Text } from '@chakra-ui/react';
import { gameRules } from '@exchange/betting';

/** What each box pays, from the same catalogue the engine settles with (decimal odds). */
export function TableRules({ gameId }: { gameId: string }) {
  const options = gameRules(gameId)?.options ?? [];
  const byOdds = new Map<string, string[]>();
  for (const o of options) {
    const key = o.lay ? `back ${o.back.toFixed(2)} / lay ${o.lay.toFixed(2)}` : o.back.toFixed(2);
    byOdds.set(key, [...(byOdds.get(key) ?? []), o.runnerName]);
  }
  return (
    <Box fontSize="xs" data-testid="table-rules">
      {[...byOdds.entries()].map(([odds, names]) => (
        <Text key={odds} mb="1">
          <b>{odds}</b>: {names.join(', ')}
        </Text>
      ))}
      <Text color="fg.muted">Betting closes when the countdown is below 5. Every round publishes a SHA-256 hash of its seed when betting opens and reveals the seed at settlement; the cards follow from the seed.</Text>
    </Box>
  );
}
