import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useBrand } from '@exchange/shared-ui';

export function WelcomePage() {
  const brand = useBrand();
  return (
    <Box p="6" textAlign="center" data-testid="welcome-page">
      <Heading size="lg">Welcome to {brand.name}</Heading>
      <Text mt="2" color="fg.muted">
        Cricket exchange and live casino.
      </Text>
      <Button asChild mt="6" bg="brand.primary" color="brand.primaryContrast">
        <Link to="/cricket">Continue</Link>
      </Button>
    </Box>
  );
}
