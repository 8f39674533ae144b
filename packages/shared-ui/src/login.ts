/**
 * The login screen without the design system, for the shell's first paint. Imported as
 * `@exchange/shared-ui/login`: no Chakra, no store, no module state.
 */
export { LoginCard, loginBrandStyle, type LoginCardProps } from './login/LoginCard';
export { LoginFields, type LoginFieldsProps, type LoginFieldsValue } from './login/LoginFields';
export { BRANDS, getBrand, type Brand } from './brands';
export { applyDeviceLanguage } from './i18n/language';
export { useLoginT } from './i18n/loginText';
export type { LoginKey } from './i18n/loginMessages';
