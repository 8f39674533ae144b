import { Box, Button, Center, Heading, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { accountSelectors, useAppSelector } from '@exchange/shared-auth';
import { formatUserLabel, useBrand } from '@exchange/shared-ui';

/** Where a successful login lands: the frame is hidden here (spec section 2). */
export function ConfirmPage() {
  const brand = useBrand();
  const user = useAppSelector(accountSelectors.selectUserData);
  return (
    <Center minH="100dvh" bg="brand.headerBg" px="4">
      <Box bg="bg" w="full" maxW="md" borderRadius="lg" p="6" textAlign="center" data-testid="confirm-page">
        <Heading size="lg" color="brand.primary">
          Welcome to {brand.name}
        </Heading>
        <Text mt="2" fontWeight="semibold" data-testid="confirm-user">
          {formatUserLabel(user?.username ?? '')}
        </Text>
        <Button asChild mt="6" w="full" bg="brand.primary" color="brand.primaryContrast">
          <Link to="/cricket">Continue</Link>
        </Button>
      </Box>
    </Center>
  );
}
