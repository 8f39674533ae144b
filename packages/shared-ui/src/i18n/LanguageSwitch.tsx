import type { CSSProperties } from 'react';
import { chooseLanguage, useLanguage } from './language';
import { useLoginT } from './loginText';

export type LanguageSwitchProps = {
  /** The signed-in player's code, whose choice it becomes; none for a visitor. */
  player?: string | null | undefined;
  style?: CSSProperties;
  className?: string;
  /** On a phone, a short label ('हिं' / 'EN'); the accessible name stays the whole label. */
  compact?: boolean;
};

/**
 * One button that shows the other language in its own script ('हिन्दी में देखें' / 'View in
 * English'), as players look for it. Plain React, so the login screen carries it without the
 * design system.
 */
export function LanguageSwitch({ player, style, className, compact = false }: LanguageSwitchProps) {
  const language = useLanguage();
  const t = useLoginT();
  const other = language === 'hi' ? 'en' : 'hi';
  return (
    <button
      type="button"
      className={['exchange-language-switch', compact ? 'compact' : '', className ?? ''].join(' ').trim()}
      style={style}
      lang={other}
      aria-label={t('frame.switchLanguage')}
      data-testid="language-switch"
      onClick={() => chooseLanguage(other, player)}
    >
      <span className="long">{t('frame.switchLanguage')}</span>
      {compact ? (
        <span className="short" aria-hidden="true">
          {t('frame.switchLanguageShort')}
        </span>
      ) : null}
    </button>
  );
}
