import { Box, Button, Flex, HStack, Heading, Text } from '@exchange/shared-ui/chakra';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, Navigate, useRoutes } from '@exchange/shared-ui/router';
import { type RemoteModule } from '@exchange/remote-contract';
import {
  accountSelectors,
  applyRuntimeConfig,
  loadStandaloneConfig,
  signOut,
  store,
  useAppDispatch,
  useAppSelector,
} from '@exchange/shared-auth';
import { UiProvider, formatUserLabel, getBrand, useT, useTranslateText } from '@exchange/shared-ui';
import { LoginForm } from './LoginForm';

function StandaloneFrame({ module }: { module: RemoteModule }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(accountSelectors.selectUserData);
  const t = useT();
  const tx = useTranslateText();
  const first = module.nav?.[0]?.to ?? `/${module.routes[0]?.path ?? ''}`;
  const routes = useRoutes([
    ...module.routes.map((r) => ({ path: r.path, element: r.element })),
    { path: '*', element: <Navigate to={first} replace /> },
  ]);

  if (!user) {
    return (
      <Box maxW="sm" mx="auto" mt="10" p="6" bg="bg" borderRadius="lg" boxShadow="md">
        <Heading size="md" mb="4">
          {t('frame.standalone', { name: module.name })}
        </Heading>
        <LoginForm onLoggedIn={() => undefined} />
      </Box>
    );
  }
  return (
    <Box minH="100dvh" bg="brand.pageBg">
      <Flex
        as="header"
        bg="brand.headerBg"
        color="brand.headerText"
        px="3"
        py="2"
        align="center"
        justify="space-between"
        gap="3"
        wrap="wrap"
      >
        <HStack gap="3">
          <Text fontWeight="black">{t('frame.standalone', { name: module.name })}</Text>
          {module.nav?.map((n) => (
            <Link key={n.to} to={n.to}>
              {tx(n.label)}
            </Link>
          ))}
        </HStack>
        <HStack gap="3">
          <Text fontSize="sm">{formatUserLabel(user.username)}</Text>
          <Button size="xs" variant="outline" color="inherit" onClick={() => dispatch(signOut())}>
            {t('frame.logout')}
          </Button>
        </HStack>
      </Flex>
      <Box p="2">{routes}</Box>
    </Box>
  );
}

/**
 * A remote's own page, for the team that owns it: the same store and UI as inside the shell, a
 * login, and the remote's routes, with no shell needed.
 */
export async function renderStandalone(module: RemoteModule, container: HTMLElement): Promise<void> {
  const config = await loadStandaloneConfig();
  applyRuntimeConfig(config);
  createRoot(container).render(
    <Provider store={store}>
      <UiProvider brand={getBrand(module.brand ?? config.brand)}>
        <BrowserRouter>
          <StandaloneFrame module={module} />
        </BrowserRouter>
      </UiProvider>
    </Provider>,
  );
}
