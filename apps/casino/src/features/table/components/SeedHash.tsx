import { Text } from '@exchange/shared-ui/chakra';
import { memo } from 'react';
import { useQuietPoll } from '@exchange/live-data';
import { useT } from '@exchange/shared-ui';
import { POLL, casinoApi, useCasinoOddsQuery } from '../casinoApi';

/**
 * The round's published SHA-256 of its seed: fixed before any bet, so the seed revealed after
 * settlement (result detail) proves the cards were not chosen after seeing the bets.
 */
export const SeedHash = memo(function SeedHash({ gameId }: { gameId: string }) {
  const { seedHash } = useCasinoOddsQuery(gameId, { selectFromResult: ({ data }) => ({ seedHash: data?.seedHash }) });
  useQuietPoll(casinoApi.endpoints.casinoOdds, gameId, POLL.odds);
  const t = useT();
  if (!seedHash) return null;
  return (
    <Text fontSize="2xs" color="fg.muted" truncate title={seedHash} data-testid="seed-hash">
      {t('casino.seedHash', { hash: seedHash })}
    </Text>
  );
});
