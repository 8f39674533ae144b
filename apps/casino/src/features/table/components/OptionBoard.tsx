import { Box, SimpleGrid, Text } from '@exchange/shared-ui/chakra';
import { casinoBetsOpen } from '@exchange/betting';
import { useAppSelector, accountSelectors } from '@exchange/shared-auth';
import { useQuietPoll } from '@exchange/live-data';
import { useTranslateText } from '@exchange/shared-ui';
import { useRoundSeconds } from '../useRoundSeconds';
import { memo, useMemo, type ReactNode } from 'react';
import {
  POLL,
  casinoApi,
  useCasinoExposureQuery,
  useCasinoOddsQuery,
  type CasinoOdd,
  type CasinoOdds,
} from '../casinoApi';
import type { BoardGroup } from '../layouts';
import { useCasinoSelection, usePickOption } from '../useTableSelection';
import { OptionBox } from './OptionBox';

const EMPTY_ODDS: CasinoOdd[] = [];
const EMPTY_EXPOSURE: Record<string, number> = {};

/** Whether two answers' options draw the same boxes: the same names, in order, at the same rates. */
export function sameBoxes(a: CasinoOdd[], b: CasinoOdd[]): boolean {
  return (
    a.length === b.length &&
    a.every((o, i) => o.runnerName === b[i]!.runnerName && o.back1 === b[i]!.back1 && o.lay1 === b[i]!.lay1)
  );
}

/**
 * The options as the boards draw them: the same array until a name or a rate changes. A round's
 * status flips every option's `status` (drawn by the board's one cover, not by the boxes), and the
 * groups of boxes need not render again for it (issue 12: a table at rest).
 */
export function drawnOddsSelector() {
  let drawn = EMPTY_ODDS;
  return ({ data }: { data?: CasinoOdds | null | undefined }) => {
    const odds = data?.oddDetailsDTOS ?? EMPTY_ODDS;
    if (odds !== drawn && !sameBoxes(drawn, odds)) drawn = odds;
    return { odds: drawn, marketId: data?.marketId };
  };
}

/**
 * The player's exposure per option as the boxes draw it: the same object while the figures are the
 * same. A new round starts with a new (empty) answer, and the groups need not render again for it.
 */
export function drawnExposureSelector() {
  let drawn = EMPTY_EXPOSURE;
  return ({ data }: { data?: Record<string, number> | undefined }) => {
    const exposure = data ?? EMPTY_EXPOSURE;
    const names = Object.keys(exposure);
    const same =
      names.length === Object.keys(drawn).length && names.every((name) => Object.is(exposure[name], drawn[name]));
    if (!same) drawn = exposure;
    return { exposure: drawn };
  };
}

/** The data every board reads: options, suspension, the player's exposure and selection. */
export function useBoardData(gameId: string) {
  const loggedIn = useAppSelector(accountSelectors.selectIsLoggedIn);
  const selectDrawn = useMemo(() => drawnOddsSelector(), []);
  const { odds, marketId } = useCasinoOddsQuery(gameId, { selectFromResult: selectDrawn });
  useQuietPoll(casinoApi.endpoints.casinoOdds, gameId, POLL.odds);
  const selectExposure = useMemo(() => drawnExposureSelector(), []);
  const { exposure } = useCasinoExposureQuery(marketId ?? '', {
    skip: !marketId || !loggedIn,
    selectFromResult: selectExposure,
  });
  useQuietPoll(casinoApi.endpoints.casinoExposure, marketId ?? '', POLL.exposure, { skip: !marketId || !loggedIn });
  const selection = useCasinoSelection();
  const pick = usePickOption(gameId);
  return { odds, exposure, selection, pick };
}

const bettingClosed = (seconds: string) => !casinoBetsOpen(Number(seconds));

/** Whether the table takes no bets: suspended below 5 seconds (spec section 4), or not ACTIVE. */
export function useBoardSuspended(gameId: string): boolean {
  useQuietPoll(casinoApi.endpoints.casinoOdds, gameId, POLL.odds);
  const { round } = useCasinoOddsQuery(gameId, {
    selectFromResult: ({ data }) => ({ round: !!data && data.status === 'ACTIVE' }),
  });
  // From the countdown's ticks too, re-rendering only when betting opens or closes.
  const closed = useRoundSeconds(gameId, bettingClosed);
  return !round || closed !== false;
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
  const tx = useTranslateText();
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
          {/* 'Main', 'Odd' in the language on screen; sides and prices ('DRAGON 12.00') as they are. */}
          {tx(group.title)}
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
