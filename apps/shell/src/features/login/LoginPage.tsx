import { Box, Center, Heading, Text } from '@chakra-ui/react';
import { Navigate, useNavigate } from 'react-router-dom';
import { accountSelectors, useAppSelector } from '@exchange/shared-auth';
import { LoginForm, useBrand } from '@exchange/shared-ui';

export function LoginPage() {
  const brand = useBrand();
  const navigate = useNavigate();
  const loggedIn = useAppSelector(accountSelectors.selectIsLoggedIn);
  if (loggedIn) return <Navigate to="/" replace />;

  return (
    <Center minH="100dvh" bg="brand.headerBg" px="4">
      <Box bg="bg" w="full" maxW="sm" borderRadius="lg" boxShadow="lg" p={{ base: '5', md: '8' }}>
        <Heading textAlign="center" size="xl" color="brand.primary">
          {brand.logoText}
        </Heading>
        <Text textAlign="center" color="fg.muted" mb="6" fontSize="sm">
          Sign in to your account
        </Text>
        <LoginForm onLoggedIn={() => navigate('/confirm', { replace: true })} />
      </Box>
    </Center>
  );
}
