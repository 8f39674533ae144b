// Public API of @exchange/shared-ui. Everything an app may import is listed here.
export { AppFooter, type AppFooterProps } from './AppFooter';
export { AppHeader, headerButtonClass, type AppHeaderProps } from './AppHeader';
export { AppLayout, type AppLayoutProps } from './AppLayout';
export { BottomNav, type BottomNavProps } from './BottomNav';
export { BrandScope, type BrandScopeProps } from './BrandScope';
export { xsButtonClass } from './buttons';
export { useBrand } from './brandContext';
export { BRANDS, DEFAULT_BRAND_ID, emerald, getBrand, royal, type Brand, type BrandColors } from './brands';
export { DataTable, EmptyRow } from './parts';
export type { DataColumn, DataRowProps, DataTableProps } from './DataTable';
export type { EmptyRowProps } from './EmptyRow';
export { formatAmount, formatEventTime, formatUserLabel, formatWallet } from './formatters';
export {
  BellIcon,
  CasinoIcon,
  CricketIcon,
  HistoryIcon,
  KeyIcon,
  LedgerIcon,
  LogoutIcon,
  MenuIcon,
  ProfileIcon,
  RulesIcon,
  SoccerIcon,
  StatementIcon,
  TennisIcon,
} from './icons';
export { DESKTOP_QUERY, useMediaQuery, usePhoneLayout } from './hooks/useMediaQuery';
export { useOpenedOnce } from './hooks/useOpenedOnce';
export { useSearchPages } from './hooks/useSearchPages';
export { useSlipCountdown } from './hooks/useSlipCountdown';
export { island, type Island } from './island';
export { LoadingBlock, type LoadingBlockProps } from './LoadingBlock';
export { Marquee, type MarqueeProps } from './Marquee';
export { isNavItemActive, type NavItem } from './navItems';
export { NO_DATA_TEXT, NoData, type NoDataProps } from './NoData';
export { PageTitle } from './parts';
export type { PageTitleProps } from './PageTitle';
export { PhoneMenu, type PhoneMenuProps } from './PhoneMenu';
export { Sidebar, type SidebarProps } from './Sidebar';
export { brandColorTokens, createBrandSystem, hasBrandSystem, isDesignSystemLoaded, loadDesignSystem } from './system';
export { notify } from './toast';
export { UiProvider, type UiProviderProps } from './UiProvider';
export { UnavailablePanel } from './parts';
export type { UnavailablePanelProps } from './UnavailablePanel';
export { Pager } from './parts';
export type { PagerProps } from './Pager';
export { pageButtons, pageCount, pageRows } from './paging';
export { LoginCard } from './login/LoginCard';
export { ToastOutlet } from './ToastOutlet';
export { csvText, downloadCsv, matchesSearch, type CsvColumn } from './csv';
export { SearchExport } from './parts';
export type { SearchExportProps } from './SearchExport';
export { stackOnPhone } from './stackedTable';
export * from './i18n';
