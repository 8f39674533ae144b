import { useState, type FormEvent } from 'react';
import { isPlausibleUsername } from '@exchange/account-rules';
import { useLoginT } from '../i18n/loginText';
import styles from './login.module.css';

export type LoginFieldsValue = { code: string; password: string; termsAgreed: boolean };

export type LoginFieldsProps = {
  /** While the sign-in call runs: inputs disabled, the button replaced by a loading bar. */
  busy: boolean;
  onSubmit: (form: LoginFieldsValue) => void;
  /** A message for the player when the form cannot be sent as typed. */
  onInvalid: (message: string) => void;
};

/**
 * The spec's login form: fixed leading C, show/hide password, terms flag on by default.
 * Plain React and one small stylesheet, no design system and no store: it is the first screen a
 * player meets, and it must be usable before anything heavy has loaded.
 */
export function LoginFields({ busy, onSubmit, onInvalid }: LoginFieldsProps) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [termsAgreed, setTermsAgreed] = useState(true);
  const t = useLoginT();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    // With the terms unticked the login itself refuses, with the spec's own message.
    if (termsAgreed && !isPlausibleUsername(code)) return onInvalid(t('login.enterUserName'));
    if (termsAgreed && !password) return onInvalid(t('login.enterPassword'));
    onSubmit({ code, password, termsAgreed });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy} data-testid="login-form">
      <label className={styles.field}>
        <span className={styles.label}>{t('login.userName')}</span>
        <span className={styles.group}>
          <span className={styles.prefix} aria-hidden="true">
            C
          </span>
          <input
            className={`${styles.input} ${styles.withPrefix}`}
            name="username"
            inputMode="text"
            autoComplete="username"
            placeholder={t('login.clientCode')}
            maxLength={20}
            value={code}
            // Only a code that the fixed C can lead is accepted: no spaces or symbols but hyphens.
            onChange={(e) => setCode(e.target.value.replace(/[^A-Za-z0-9-]/g, ''))}
            disabled={busy}
          />
        </span>
      </label>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="login-password">
          {t('login.password')}
        </label>
        <span className={styles.group}>
          <input
            id="login-password"
            className={`${styles.input} ${styles.withSuffix}`}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            placeholder={t('login.password')}
            maxLength={64}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            disabled={busy}
          />
          <button
            type="button"
            className={styles.toggle}
            onClick={() => setShowPassword((v) => !v)}
            aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
          >
            {showPassword ? t('login.hide') : t('login.show')}
          </button>
        </span>
      </div>
      <label className={styles.terms}>
        <input
          type="checkbox"
          name="terms"
          className={styles.checkbox}
          checked={termsAgreed}
          onChange={(e) => setTermsAgreed(e.target.checked)}
          disabled={busy}
        />
        <span>{t('login.terms')}</span>
      </label>
      {busy ? (
        <div className={styles.loading} role="status" aria-label={t('login.loggingIn')} data-testid="login-loading" />
      ) : (
        <button type="submit" className={styles.submit}>
          {t('login.submit')}
        </button>
      )}
    </form>
  );
}
