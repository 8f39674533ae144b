import frame from './frame.module.css';
import { useT } from './i18n/translate';

export type AppFooterProps = { brandName: string };

/** Spec: "Footer: Copyright 2025 plus the brand". */
export function AppFooter({ brandName }: AppFooterProps) {
  const t = useT();
  return <footer className={frame.footer}>{t('frame.copyright', { brand: brandName })}</footer>;
}
