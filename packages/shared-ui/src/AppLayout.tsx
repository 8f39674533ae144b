import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BOTTOM_NAV_HEIGHT } from './BottomNav';

export type AppLayoutProps = {
  header: ReactNode;
  marquee?: ReactNode;
  sidebar: ReactNode;
  bottomNav: ReactNode;
  footer: ReactNode;
  children: ReactNode;
};

/**
 * The logged-in frame: sticky header with the announcement under it; on desktop (`lg`) a left
 * sidebar beside the content; on mobile the fixed bottom navigation, with room kept below the
 * footer so nothing hides behind it.
 */
export function AppLayout({ header, marquee, sidebar, bottomNav, footer, children }: AppLayoutProps) {
  return (
    <Flex direction="column" minH="100dvh" bg="brand.pageBg" pb={{ base: BOTTOM_NAV_HEIGHT, lg: '0' }}>
      <Box position="sticky" top="0" zIndex="sticky">
        {header}
        {marquee}
      </Box>
      <Flex flex="1" align="flex-start" gap={{ base: '0', lg: '3' }} p={{ base: '0', lg: '3' }}>
        <Box as="aside" hideBelow="lg" width="220px" flexShrink={0}>
          {sidebar}
        </Box>
        <Box as="main" flex="1" minW="0" p={{ base: '2', lg: '0' }}>
          {children}
        </Box>
      </Flex>
      {footer}
      {bottomNav}
    </Flex>
  );
}
