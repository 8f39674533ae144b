import { Box } from '@exchange/shared-ui/chakra';
import { WelcomeFlow } from './WelcomeFlow';

export function WelcomePage() {
  return (
    <Box maxW="2xl" mx="auto" data-testid="welcome-page">
      <WelcomeFlow />
    </Box>
  );
}
