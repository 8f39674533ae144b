export {
  DEVICE_LANGUAGE_KEY,
  LANGUAGES,
  applyDeviceLanguage,
  applyPlayerLanguage,
  chooseLanguage,
  currentLanguage,
  isLanguage,
  playerLanguageKey,
  useLanguage,
  type Language,
} from './language';
export { CATALOGUE, en as ENGLISH_MESSAGES, type MessageKey, type Messages } from './messages';
export { tNow, translate, translateNow, translateText, useT, useTranslateText, type MessageValues } from './translate';
export { LanguageSwitch, type LanguageSwitchProps } from './LanguageSwitch';
