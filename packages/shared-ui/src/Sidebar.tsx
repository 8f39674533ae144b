import { Box, Link, chakra, type SystemStyleObject } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useT, useTranslateText } from './i18n/translate';
import { LoginIcon, LogoutIcon } from './icons';
import { isNavItemActive, type NavItem } from './navItems';

export type SidebarProps = {
  items: readonly NavItem[];
  /** The current location's path; the item it falls under is marked as the current page. */
  activePath: string;
  /** Logout's handler; without one (a visitor) the last entry is 'Login', which opens the login screen. */
  onLogout?: () => void;
};

const entryCss: SystemStyleObject = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  width: 'full',
  px: '4',
  py: '3',
  fontSize: 'sm',
  fontWeight: 'bold',
  textTransform: 'uppercase',
  color: 'fg',
  textDecoration: 'none',
  borderBottomWidth: '1px',
  borderColor: 'border.muted',
  cursor: 'pointer',
  _hover: { bg: 'brand.subtle', textDecoration: 'none' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' },
  _currentPage: { bg: 'brand.primary', color: 'brand.primaryContrast' },
};

const iconCss: SystemStyleObject = { display: 'inline-flex', fontSize: 'lg', color: 'inherit' };

/** Desktop navigation (from the `lg` breakpoint): the items, then Logout (Login for a visitor). */
export function Sidebar({ items, activePath, onLogout }: SidebarProps) {
  const t = useT();
  const tx = useTranslateText();
  return (
    <Box
      as="nav"
      aria-label={t('frame.mainNavigation')}
      hideBelow="lg"
      bg="white"
      borderRadius="sm"
      boxShadow="xs"
      overflow="hidden"
    >
      <chakra.ul listStyleType="none" m="0" p="0">
        {items.map((item) => (
          <li key={item.to}>
            <Link asChild css={entryCss} aria-current={isNavItemActive(item.to, activePath) ? 'page' : undefined}>
              <RouterLink to={item.to}>
                {item.icon ? <chakra.span css={iconCss}>{item.icon}</chakra.span> : null}
                {tx(item.label)}
              </RouterLink>
            </Link>
          </li>
        ))}
        <li>
          {onLogout ? (
            <chakra.button type="button" css={entryCss} textAlign="start" bg="transparent" onClick={onLogout}>
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
