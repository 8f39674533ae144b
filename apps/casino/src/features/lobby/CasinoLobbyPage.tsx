import { Box, Flex, SimpleGrid, Text } from '@exchange/shared-ui/chakra';
import { useNavigate } from 'react-router-dom';
import { accountActions, accountSelectors, useAppDispatch, useAppSelector } from '@exchange/shared-auth';
import { PageTitle, formatAmount, useBrand } from '@exchange/shared-ui';
import type { LineupTable } from '../../lineup';

/** The lobby: one tile per table of this build's line-up, under the name it gives the table. */
export default function CasinoLobbyPage({ tables }: { tables: readonly LineupTable[] }) {
  const brand = useBrand();
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
      <PageTitle title="Casino" />
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
            Wallet {formatAmount(wallet)}
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
            bg="brand.primary"
            color="brand.primaryContrast"
            borderRadius="md"
            minH="24"
            p="3"
            fontWeight="bold"
            textAlign="center"
            _hover={{ opacity: 0.9 }}
          >
            {table.name}
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
