import { Box, Link, chakra, type SystemStyleObject } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useT, useTranslateText } from './i18n/translate';
import { LoginIcon, LogoutIcon } from './icons';
import { isNavItemActive, type NavItem } from './navItems';

export type BottomNavProps = {
  items: readonly NavItem[];
  /** The current location's path; the item it falls under is marked as the current page. */
  activePath: string;
  /** Logout's handler; without one (a visitor) the last entry is 'Login', which opens the login screen. */
  onLogout?: () => void;
};

/** Height of the bar, which `AppLayout` keeps free below the content on mobile. */
export const BOTTOM_NAV_HEIGHT = '56px';

const entryCss: SystemStyleObject = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5',
  height: BOTTOM_NAV_HEIGHT,
  minWidth: '0',
  px: '1',
  fontSize: '2xs',
  fontWeight: 'bold',
  lineHeight: '1.1',
  textAlign: 'center',
  color: 'brand.headerText',
  textDecoration: 'none',
  bg: 'transparent',
  cursor: 'pointer',
  _hover: { textDecoration: 'none' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.accent', outlineOffset: '-2px' },
  _currentPage: { color: 'brand.accent', boxShadow: 'inset 0 3px 0 0 {colors.brand.accent}' },
};

const iconCss: SystemStyleObject = { display: 'inline-flex', fontSize: 'xl' };

/** Mobile navigation fixed to the bottom edge (hidden from the `lg` breakpoint): items, then Logout (Login for a visitor). */
export function BottomNav({ items, activePath, onLogout }: BottomNavProps) {
  const t = useT();
  const tx = useTranslateText();
  return (
    <Box
      as="nav"
      aria-label={t('frame.bottomNavigation')}
      hideFrom="lg"
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      bg="brand.headerBg"
      boxShadow="0 -2px 6px {colors.blackAlpha.300}"
      pb="env(safe-area-inset-bottom)"
    >
      <chakra.ul
        listStyleType="none"
        m="0"
        p="0"
        display="grid"
        gridTemplateColumns={`repeat(${items.length + 1}, minmax(0, 1fr))`}
      >
        {items.map((item) => (
          <li key={item.to}>
            <Link
              asChild
              css={entryCss}
              aria-label={tx(item.label)}
              aria-current={isNavItemActive(item.to, activePath) ? 'page' : undefined}
            >
              <RouterLink to={item.to}>
                {item.icon ? <chakra.span css={iconCss}>{item.icon}</chakra.span> : null}
                <chakra.span truncate maxW="full">
                  {tx(item.shortLabel ?? item.label)}
                </chakra.span>
              </RouterLink>
            </Link>
          </li>
        ))}
        <li>
          {onLogout ? (
            <chakra.button type="button" css={entryCss} width="full" onClick={onLogout}>
              <chakra.span css={iconCss}>
                <LogoutIcon />
              </chakra.span>
              {t('frame.logout')}
            </chakra.button>
          ) : (
            <Link asChild css={entryCss}>
              <RouterLink to="/">
                <chakra.span css={iconCss}>
                  <LoginIcon />
                </chakra.span>
                {t('frame.login')}
              </RouterLink>
            </Link>
          )}
        </li>
      </chakra.ul>
    </Box>
  );
}
