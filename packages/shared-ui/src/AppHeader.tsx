import { Box, Flex, IconButton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Brand } from './brands';
import { useBrand } from './brandContext';
import { formatAmount, formatWallet } from './formatters';
import { MenuIcon } from './icons';
import { useT, useTranslateText } from './i18n/translate';

export type AppHeaderProps = {
  /** The page's header title (the spec's title by path prefix). */
  title: string;
  /** Defaults to the brand of the surrounding `UiProvider` / `BrandScope`. */
  brand?: Brand;
  /** The signed-in player's figures; a visitor (none) is shown no wallet, exposure or name. */
  account?: {
    balance: number;
    /** Money at risk: zero or negative. */
    liability: number;
    /** Already formatted, e.g. with `formatUserLabel`: 'Ravi (C1001)'. */
    userName: string;
  };
  onMenuClick?: () => void;
  /** Shown between the title and the wallet, e.g. the shell's notification bell. */
  actions?: ReactNode;
};

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Text as="span" whiteSpace="nowrap">
      <Text as="span" fontWeight="medium" opacity={0.85}>
        {label}{' '}
      </Text>
      <Text as="span" fontWeight="bold" data-testid={testId}>
        {value}
      </Text>
    </Text>
  );
}

/**
 * The brand bar: logo (desktop) and page title at the left; wallet (balance + liability),
 * exposure and the user at the right, always visible to a player as the spec's header requires.
 */
export function AppHeader({ title, brand, account, onMenuClick, actions }: AppHeaderProps) {
  const contextBrand = useBrand();
  const shownBrand = brand ?? contextBrand;
  const t = useT();
  const tx = useTranslateText();
  return (
    <Flex
      as="header"
      align="center"
      // On the smallest phones (320 px) the player's figures wrap under the controls, never off-screen.
      wrap="wrap"
      columnGap={{ base: '2', lg: '4' }}
      rowGap="1"
      minH="56px"
      px={{ base: '2', lg: '4' }}
      py="1.5"
      bg="brand.headerBg"
      color="brand.headerText"
      boxShadow="sm"
    >
      {onMenuClick ? (
        <IconButton
          aria-label={t('frame.openMenu')}
          hideFrom="lg"
          variant="ghost"
          size="sm"
          color="inherit"
          _hover={{ bg: 'whiteAlpha.200' }}
          onClick={onMenuClick}
        >
          <MenuIcon />
        </IconButton>
      ) : null}
      <Flex align="center" gap="3" minW="0" flex="1">
        <Text
          hideBelow="lg"
          fontSize="xl"
          fontWeight="black"
          letterSpacing="wide"
          color="brand.accent"
          whiteSpace="nowrap"
        >
          {shownBrand.logoText}
        </Text>
        <Box hideBelow="lg" alignSelf="stretch" borderLeftWidth="1px" borderColor="whiteAlpha.400" />
        <Text
          data-testid="header-title"
          fontSize={{ base: 'md', lg: 'sm' }}
          fontWeight="bold"
          textTransform="uppercase"
          truncate
        >
          {tx(title)}
        </Text>
      </Flex>
      {actions}
      {account ? <AccountFigures {...account} /> : null}
    </Flex>
  );
}

function AccountFigures({ balance, liability, userName }: NonNullable<AppHeaderProps['account']>) {
  const t = useT();
  return (
    <Flex
      direction={{ base: 'column', lg: 'row' }}
      align={{ base: 'flex-end', lg: 'center' }}
      gap={{ base: '0', lg: '4' }}
      fontSize={{ base: 'xs', lg: 'sm' }}
      lineHeight="short"
      textAlign="end"
      flexShrink={0}
      ml="auto"
    >
      <Figure label={t('frame.wallet')} value={formatWallet(balance, liability)} testId="header-wallet" />
      <Figure label={t('frame.exposure')} value={formatAmount(liability)} testId="header-exposure" />
      <Text as="span" fontWeight="bold" color="brand.accent" whiteSpace="nowrap" data-testid="header-user">
        {userName}
      </Text>
    </Flex>
  );
}
