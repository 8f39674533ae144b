import { Flex, Spinner, Text } from '@exchange/shared-ui/chakra';
import { useT } from '@exchange/shared-ui';
import { connectionSelectors, useAppSelector } from '@exchange/shared-auth';

/**
 * 'Offline — retrying' across the top of every screen while the API cannot be reached (issue 16).
 * The page keeps what it last showed and its polls keep going; the first answer that gets through
 * takes the bar away. A status, not an alert: it is read once, not on every failed poll.
 */
export function OfflineBar() {
  const t = useT();
  const reachable = useAppSelector(connectionSelectors.selectApiReachable);
  if (reachable) return null;
  return (
    <Flex
      role="status"
      data-testid="offline-bar"
      position="sticky"
      top="0"
      zIndex="banner"
      align="center"
      justify="center"
      gap="2"
      px="3"
      py="1.5"
      bg="orange.100"
      color="orange.950"
      borderBottomWidth="1px"
      borderColor="orange.400"
      fontSize="sm"
      fontWeight="semibold"
    >
      <Spinner size="xs" aria-hidden="true" />
      <Text>{t('shell.offline')}</Text>
    </Flex>
  );
}
