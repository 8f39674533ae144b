import { Box, Flex, SimpleGrid, Text } from '@exchange/shared-ui/chakra';
import { formatCompactAmount, tableLimits } from '@exchange/betting';
import { useNavigate } from '@exchange/shared-ui/router';
import { accountActions, accountSelectors, useAppDispatch, useAppSelector } from '@exchange/shared-auth';
import { formatAmount, PageTitle, useBrand, useTranslateText } from '@exchange/shared-ui';
import type { LineupTable } from '../../lineup';
import { LobbyArt } from './LobbyArt';

/** The table's stake limits on its tile, from the one table of limits the API enforces. */
function limitsText(gameId: string, tx: (english: string) => string): string {
  const { min, max } = tableLimits(gameId);
  return `${tx('Min')} ${formatCompactAmount(min)} · ${tx('Max')} ${formatCompactAmount(max)}`;
}

/** The lobby: one tile per table of this build's line-up: its artwork, the name the line-up gives it and its limits. */
export default function CasinoLobbyPage({ tables }: { tables: readonly LineupTable[] }) {
  const brand = useBrand();
  const tx = useTranslateText();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(accountSelectors.selectIsLoggedIn);
  // Read from the one shared store: the same figure the shell's header shows.
  const wallet = useAppSelector(accountSelectors.selectWallet);

  const open = (table: LineupTable) => {
    if (!loggedIn) {
      dispatch(accountActions.popupToggled({ popup: 'loginPopOpen', open: true }));
      return;
    }
    navigate(`/main/${table.route}`);
  };

  return (
    <Box data-testid="casino-lobby">
      <PageTitle title={tx('Casino')} />
      <Flex
        justify="space-between"
        align="center"
        px="3"
        py="2"
        bg="brand.headerBg"
        color="brand.headerText"
        borderRadius="md"
        mt="2"
      >
        <Text fontWeight="black" data-testid="casino-brand">
          {brand.name}
        </Text>
        {loggedIn ? (
          <Text fontSize="sm" data-testid="casino-wallet">
            {tx('Wallet')} {formatAmount(wallet)}
          </Text>
        ) : null}
      </Flex>
      <SimpleGrid columns={{ base: 2, md: 3, xl: 4 }} gap="2" mt="2">
        {tables.map((table) => (
          <Box
            as="button"
            key={table.route}
            onClick={() => open(table)}
            data-testid="casino-tile"
            data-game={table.gameId}
            bg="brand.primary"
            color="brand.primaryContrast"
            borderRadius="md"
            overflow="hidden"
            textAlign="start"
            boxShadow="sm"
            transition="transform 0.15s"
            _hover={{ transform: 'translateY(-2px)', boxShadow: 'md' }}
            _motionReduce={{ transition: 'none', _hover: { transform: 'none' } }}
          >
            <LobbyArt gameId={table.gameId} />
            <Box px="2" py="1.5">
              <Text fontWeight="bold" fontSize="sm" lineClamp={1} data-testid="tile-name">
                {table.name}
              </Text>
              <Text fontSize="xs" opacity={0.9} data-testid="tile-limits">
                {limitsText(table.gameId, tx)}
              </Text>
            </Box>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
