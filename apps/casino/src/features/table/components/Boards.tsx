import { Box, Flex, SimpleGrid, Stack, Tabs, Text, useBreakpointValue } from '@exchange/shared-ui/chakra';
import { formatOdds, gameRules } from '@exchange/betting';
import { memo, useCallback, useMemo, useState } from 'react';
import type { BoardGroup, TableLayout } from '../layouts';
import { OptionBox } from './OptionBox';
import { BoardCover, OptionGroup, useBoardData, useBoardSuspended } from './OptionBoard';

function useGroupOf(gameId: string) {
  const index = useMemo(() => new Map(gameRules(gameId)?.options.map((o) => [o.runnerName, o.group]) ?? []), [gameId]);
  return useCallback((runnerName: string) => index.get(runnerName), [index]);
}

function Groups({
  gameId,
  groups,
  labelOf,
}: {
  gameId: string;
  groups: BoardGroup[];
  labelOf?: (runnerName: string) => string;
}) {
  const { odds, exposure, selection, pick } = useBoardData(gameId);
  const groupOf = useGroupOf(gameId);
  return (
    <Stack gap="2">
      {groups.map((group) => (
        <OptionGroup
          key={group.group}
          odds={odds}
          group={group}
          exposure={exposure}
          selectedRunner={selection?.runnerName}
          selectedSide={selection?.type}
          pick={pick}
          groupOf={groupOf}
          labelOf={labelOf}
        />
      ))}
    </Stack>
  );
}

/** Instant Worli: the digit pad (the selected digit highlighted), then lines and odd/even. */
function WorliBoard({ gameId, layout }: { gameId: string; layout: TableLayout }) {
  const { odds, exposure, selection, pick } = useBoardData(gameId);
  const digits = odds.filter((o) => /^\d$/.test(o.runnerName));
  return (
    <Stack gap="2">
      <Text fontSize="xs" fontWeight="bold" textAlign="center">
        {digits[0] ? formatOdds(digits[0].back1) : ''}
      </Text>
      <SimpleGrid columns={5} gap="1" data-testid="worli-pad">
        {digits.map((o) => (
          <Box
            key={o.runnerName}
            data-highlighted={selection?.runnerName === o.runnerName ? 'true' : 'false'}
            bg={selection?.runnerName === o.runnerName ? 'brand.accent' : undefined}
            borderRadius="sm"
            p={selection?.runnerName === o.runnerName ? '1' : '0'}
          >
            <OptionBox
              runnerName={o.runnerName}
              back={o.back1}
              lay={0}
              showLay={false}
              exposure={exposure[o.runnerName]}
              selected={selection?.runnerName === o.runnerName ? 'back' : null}
              onPick={pick}
            />
          </Box>
        ))}
      </SimpleGrid>
      <Groups gameId={gameId} groups={layout.groups} />
    </Stack>
  );
}

const SUIT_LABEL: Record<string, string> = { Red: '♦ ♥', Black: '♣ ♠' };

/**
 * Dragon Tiger 20 and 2: the four main boxes, then each side's boxes; on small screens the tabs
 * Dragon / Tiger (default Dragon) choose the side. Dragon Tiger 2 draws red/black as suit icons.
 */
function DragonTigerBoard({ gameId, layout }: { gameId: string; layout: TableLayout }) {
  const mobile = useBreakpointValue({ base: true, md: false }) ?? false;
  const [side, setSide] = useState<'Dragon' | 'Tiger'>('Dragon');
  const labelOf = useCallback(
    (runnerName: string) => {
      const [sideName, what, card] = runnerName.split(' ');
      // Card boxes sit under a 'DRAGON 12.00' style heading: the rank alone says which.
      if (what === 'Card' && card) return card;
      return layout.suitIcons && what && SUIT_LABEL[what] ? `${sideName} ${SUIT_LABEL[what]}` : runnerName;
    },
    [layout.suitIcons],
  );
  const [main, ...rest] = layout.groups;
  const sideGroups = (s: string) => rest.filter((g) => g.group.startsWith(s));
  return (
    <Stack gap="2">
      <Groups gameId={gameId} groups={[main!]} />
      {mobile ? (
        <Tabs.Root
          value={side}
          onValueChange={(e) => setSide(e.value as 'Dragon' | 'Tiger')}
          variant="enclosed"
          size="sm"
          fitted
        >
          <Tabs.List>
            {/* eslint-disable-next-line exchange/catalogue-text -- a side's name, as its boxes write it ('Dragon Even') */}
            <Tabs.Trigger value="Dragon">Dragon</Tabs.Trigger>
            {/* eslint-disable-next-line exchange/catalogue-text -- a side's name, as its boxes write it ('Tiger Even') */}
            <Tabs.Trigger value="Tiger">Tiger</Tabs.Trigger>
          </Tabs.List>
          <Box pt="2">
            <Groups gameId={gameId} groups={sideGroups(side)} labelOf={labelOf} />
          </Box>
        </Tabs.Root>
      ) : (
        <Flex gap="2">
          {(['Dragon', 'Tiger'] as const).map((s) => (
            <Box key={s} flex="1">
              <Groups gameId={gameId} groups={sideGroups(s)} labelOf={labelOf} />
            </Box>
          ))}
        </Flex>
      )}
    </Stack>
  );
}

function Board({ gameId, layout }: { gameId: string; layout: TableLayout }) {
  if (layout.board === 'worli') return <WorliBoard gameId={gameId} layout={layout} />;
  if (layout.board === 'dragonTiger') return <DragonTigerBoard gameId={gameId} layout={layout} />;
  return <Groups gameId={gameId} groups={layout.groups} />;
}

/** The table's boxes; suspension re-renders only the cover's attribute, the boxes are the same elements. */
export function TableBoard({ gameId, layout }: { gameId: string; layout: TableLayout }) {
  const suspended = useBoardSuspended(gameId);
  return (
    <BoardCover suspended={suspended}>
      <MemoBoard gameId={gameId} layout={layout} />
    </BoardCover>
  );
}

const MemoBoard = memo(Board);
