import { Box, Center } from '@exchange/shared-ui/chakra';
import { WelcomeFlow } from './WelcomeFlow';

/** Where a successful login lands: the frame is hidden here (spec section 2). */
export function ConfirmPage() {
  return (
    <Center minH="100dvh" bg="brand.headerBg" px="3" py="6">
      <Box w="full" maxW="2xl" data-testid="confirm-page">
        <WelcomeFlow />
      </Box>
    </Center>
  );
}
