import type { CSSProperties, ReactNode } from 'react';
import type { Brand } from '../brands';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { useLoginT } from '../i18n/loginText';
import styles from './login.module.css';

export type LoginCardProps = { brand: Brand; children: ReactNode };

/** The brand's colours as the stylesheet's variables: the login screen paints before any theme loads. */
export function loginBrandStyle(brand: Brand): CSSProperties {
  const c = brand.colors;
  return {
    '--login-primary': c.primary,
    '--login-primary-contrast': c.primaryContrast,
    '--login-page-bg': c.headerBg,
  } as CSSProperties;
}

/** The login screen: the brand's name over the form, centred on the brand's header colour. */
export function LoginCard({ brand, children }: LoginCardProps) {
  const t = useLoginT();
  return (
    <main className={styles.page} style={loginBrandStyle(brand)}>
      <section className={styles.card} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          {brand.logoText}
        </h1>
        <p className={styles.subtitle}>{t('login.heading')}</p>
        {children}
        <LanguageSwitch className={styles.language} />
      </section>
    </main>
  );
}
