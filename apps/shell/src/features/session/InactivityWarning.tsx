import { Button, Flex, Text } from '@exchange/shared-ui/chakra';
import { useTranslateText } from '@exchange/shared-ui';

/** Shown after 10 minutes without activity: the session ends 10 minutes later. */
export function InactivityWarning({ onStay }: { onStay: () => void }) {
  const tx = useTranslateText();
  return (
    <Flex
      role="alertdialog"
      aria-live="assertive"
      data-testid="inactivity-warning"
      position="fixed"
      insetX="2"
      bottom={{ base: '64px', lg: '4' }}
      zIndex="toast"
      bg="orange.100"
      borderWidth="1px"
      borderColor="orange.400"
      borderRadius="md"
      p="3"
      gap="3"
      align="center"
      justify="space-between"
      boxShadow="lg"
      maxW="lg"
      mx="auto"
    >
      <Text fontSize="sm">
        {tx('You have been inactive for 10 minutes. For your safety you will be logged out in 10 minutes.')}
      </Text>
      <Button size="sm" colorPalette="orange" onClick={onStay}>
        {tx('Stay logged in')}
      </Button>
    </Flex>
  );
}
