import { Box, SimpleGrid, Text } from '@exchange/shared-ui/chakra';
import { casinoBetsOpen } from '@exchange/betting';
import { useAppSelector, accountSelectors, useQuietPoll } from '@exchange/shared-auth';
import { memo, type ReactNode } from 'react';
import { POLL, casinoApi, useCasinoExposureQuery, useCasinoOddsQuery, type CasinoOdd } from '../casinoApi';
import type { BoardGroup } from '../layouts';
import { useCasinoSelection, usePickOption } from '../useTableSelection';
import { OptionBox } from './OptionBox';

const EMPTY_ODDS: CasinoOdd[] = [];
const EMPTY_EXPOSURE: Record<string, number> = {};

/** The data every board reads: options, suspension, the player's exposure and selection. */
export function useBoardData(gameId: string) {
  const loggedIn = useAppSelector(accountSelectors.selectIsLoggedIn);
  const { odds, marketId } = useCasinoOddsQuery(gameId, {
    selectFromResult: ({ data }) => ({ odds: data?.oddDetailsDTOS ?? EMPTY_ODDS, marketId: data?.marketId }),
  });
  useQuietPoll(casinoApi.endpoints.casinoOdds, gameId, POLL.odds);
  const { exposure } = useCasinoExposureQuery(marketId ?? '', {
    skip: !marketId || !loggedIn,
    selectFromResult: ({ data }) => ({ exposure: data ?? EMPTY_EXPOSURE }),
  });
  useQuietPoll(casinoApi.endpoints.casinoExposure, marketId ?? '', POLL.exposure, { skip: !marketId || !loggedIn });
  const selection = useCasinoSelection();
  const pick = usePickOption(gameId);
  return { odds, exposure, selection, pick };
}

/** Whether the table takes no bets: suspended below 5 seconds (spec section 4), or not ACTIVE. */
export function useBoardSuspended(gameId: string): boolean {
  useQuietPoll(casinoApi.endpoints.casinoOdds, gameId, POLL.odds);
  const { suspended } = useCasinoOddsQuery(gameId, {
    selectFromResult: ({ data }) => ({
      suspended: !data || !casinoBetsOpen(Number(data.autoTime)) || data.status !== 'ACTIVE',
    }),
  });
  return suspended;
}

/** The board's one switch for every box's SUSPENDED cover (see OptionBox). */
export function BoardCover({ suspended, children }: { suspended: boolean; children: ReactNode }) {
  return (
    <Box data-suspended={suspended ? '' : undefined} data-testid="board-cover">
      {children}
    </Box>
  );
}

type BoxesProps = {
  odds: CasinoOdd[];
  group: BoardGroup;
  exposure: Record<string, number>;
  selectedRunner: string | undefined;
  selectedSide: 'back' | 'lay' | undefined;
  pick: (runnerName: string, side: 'back' | 'lay') => void;
  groupOf: (runnerName: string) => string | undefined;
  labelOf?: ((runnerName: string) => string) | undefined;
};

/** One group of boxes under an optional heading ('12.00', 'DRAGON 12.00', 'Main', ...). */
export const OptionGroup = memo(function OptionGroup({
  odds,
  group,
  exposure,
  selectedRunner,
  selectedSide,
  pick,
  groupOf,
  labelOf,
}: BoxesProps) {
  const members = odds.filter((o) => groupOf(o.runnerName) === group.group);
  if (!members.length) return null;
  return (
    <Box data-testid="option-group" data-group={group.group}>
      {group.title ? (
        <Text
          fontSize="xs"
          fontWeight="bold"
          textAlign="center"
          bg="brand.primary"
          color="brand.primaryContrast"
          py="0.5"
          mb="1"
          borderRadius="sm"
        >
          {group.title}
        </Text>
      ) : null}
      <SimpleGrid columns={group.columns} gap="1">
        {members.map((o) => (
          <OptionBox
            key={o.runnerName}
            runnerName={o.runnerName}
            label={labelOf?.(o.runnerName)}
            back={o.back1}
            lay={o.lay1}
            showLay={Boolean(group.backAndLay)}
            exposure={exposure[o.runnerName]}
            selected={selectedRunner === o.runnerName ? (selectedSide ?? null) : null}
            onPick={pick}
          />
        ))}
      </SimpleGrid>
    </Box>
  );
});
