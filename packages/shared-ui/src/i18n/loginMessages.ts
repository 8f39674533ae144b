/**
 * The login screen's words (and the language switch on it), in a part of the catalogue of their
 * own: the first screen a player meets carries only these, not the whole catalogue, so that the
 * form is usable on as little JavaScript as possible (e2e login-first-screen.spec.ts). `messages.ts`
 * merges them, so every other reader finds them in the one catalogue as before.
 */
export const loginEn = {
  'frame.switchLanguage': 'हिन्दी में देखें',
  'frame.switchLanguageShort': 'हिं',
  'login.heading': 'Sign in to your account',
  'login.userName': 'User Name',
  'login.clientCode': 'Client code',
  'login.password': 'Password',
  'login.terms': 'I agree to the terms and conditions',
  'login.submit': 'Login',
  'login.loggingIn': 'Logging in',
  'login.show': 'Show',
  'login.hide': 'Hide',
  'login.showPassword': 'Show password',
  'login.hidePassword': 'Hide password',
  'login.enterUserName': 'Please enter your user name',
  'login.enterPassword': 'Please enter your password',
  'login.agreeTerms': 'Please agree to the terms and conditions',
  'login.loadFailed': 'The site could not be loaded. Check your connection and try again.',
  // The page shown when the site cannot start at all (the first bundle's, like the login's)
  'boot.notConfigured': 'The site is not configured correctly',
  'boot.notLoaded': 'The site could not be loaded',
  'boot.tryAgain': 'Try again',
} as const;

export type LoginKey = keyof typeof loginEn;

export const loginHi: Readonly<Record<LoginKey, string>> = {
  'frame.switchLanguage': 'View in English',
  'frame.switchLanguageShort': 'EN',
  'login.heading': 'अपने खाते में साइन इन करें',
  'login.userName': 'यूज़र नेम',
  'login.clientCode': 'क्लाइंट कोड',
  'login.password': 'पासवर्ड',
  'login.terms': 'मैं नियम और शर्तों से सहमत हूँ',
  'login.submit': 'लॉगिन',
  'login.loggingIn': 'लॉगिन हो रहा है',
  'login.show': 'दिखाएँ',
  'login.hide': 'छिपाएँ',
  'login.showPassword': 'पासवर्ड दिखाएँ',
  'login.hidePassword': 'पासवर्ड छिपाएँ',
  'login.enterUserName': 'कृपया अपना यूज़र नेम दर्ज करें',
  'login.enterPassword': 'कृपया अपना पासवर्ड दर्ज करें',
  'login.agreeTerms': 'कृपया नियम और शर्तों से सहमति दें',
  'login.loadFailed': 'साइट लोड नहीं हो सकी। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  'boot.notConfigured': 'साइट ठीक से सेट नहीं है',
  'boot.notLoaded': 'साइट लोड नहीं हो सकी',
  'boot.tryAgain': 'फिर से कोशिश करें',
};
