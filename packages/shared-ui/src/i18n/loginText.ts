import { useCallback } from 'react';
import { useLanguage } from './language';
import { loginEn, loginHi, type LoginKey } from './loginMessages';

const LOGIN = { en: loginEn, hi: loginHi } as const;

/**
 * `t('login.submit')` for the login screen and the language switch: the same entries as the whole
 * catalogue's, read from the login part only, so that the first screen does not carry the rest.
 */
export function useLoginT() {
  const language = useLanguage();
  return useCallback((key: LoginKey) => LOGIN[language][key], [language]);
}
