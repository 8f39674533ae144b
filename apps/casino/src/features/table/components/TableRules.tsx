import { Box, List, Text } from '@exchange/shared-ui/chakra';
import { formatOdds, gameRules } from '@exchange/betting';
import { useT, useTranslateText } from '@exchange/shared-ui';

/**
 * The table's rules (spec section 2, 'Rules popup' and the sidebar panel), all from the catalogue
 * the engine settles with: how a round is dealt and judged, then what each box pays (decimal odds:
 * a back wins (odds − 1) × stake).
 */
export function TableRules({ gameId }: { gameId: string }) {
  const tx = useTranslateText();
  const t = useT();
  const rules = gameRules(gameId);
  const byOdds = new Map<string, string[]>();
  for (const o of rules?.options ?? []) {
    const key = o.lay
      ? t('casino.backLayOdds', { back: formatOdds(o.back), lay: formatOdds(o.lay) })
      : formatOdds(o.back);
    byOdds.set(key, [...(byOdds.get(key) ?? []), o.runnerName]);
  }
  return (
    <Box fontSize="xs" data-testid="table-rules">
      <List.Root ps="4" mb="2" gap="1" data-testid="rule-notes">
        {(rules?.ruleNotes ?? []).map((note) => (
          <List.Item key={note}>{note}</List.Item>
        ))}
      </List.Root>
      <Text fontWeight="bold" mb="1">
        {tx('Odds (decimal: a winning back pays odds − 1 times the stake)')}
      </Text>
      {[...byOdds.entries()].map(([odds, names]) => (
        <Text key={odds} mb="1" data-testid="rule-odds">
          <b>{odds}</b>: {names.join(', ')}
        </Text>
      ))}
      <Text color="fg.muted">
        {tx(
          'Betting closes when the countdown is below 5. Every round publishes a SHA-256 hash of its seed when betting opens and reveals the seed at settlement; the cards follow from the seed.',
        )}
      </Text>
    </Box>
  );
}
