import { useSyncExternalStore } from 'react';

/** The languages the client speaks: the spec's English and Hindi (issue 16). */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The choice on this device (the login screen and a visitor read it). */
export const DEVICE_LANGUAGE_KEY = 'exchange.language';
/** A player's own choice, so that the next player on a shared phone gets theirs, not the last one's. */
export const playerLanguageKey = (player: string) => `exchange.language.${player}`;
const CHANGED = 'exchange:language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(key: string): Language | null {
  try {
    const value = storage()?.getItem(key);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function write(key: string, language: Language): void {
  try {
    storage()?.setItem(key, language);
  } catch {
    // Private mode or a full quota: the choice holds until the page is closed.
  }
}

/**
 * The language on screen is the document's `lang`: one value that the shell and every remote read
 * (whatever copy of this module each one bundles), that screen readers announce correctly, and
 * under which the Devanagari font applies.
 */
export function currentLanguage(): Language {
  if (typeof document === 'undefined') return 'en';
  return document.documentElement.lang === 'hi' ? 'hi' : 'en';
}

function show(language: Language): void {
  if (typeof document === 'undefined' || currentLanguage() === language) return;
  document.documentElement.lang = language;
  window.dispatchEvent(new Event(CHANGED));
}

/** At start-up, before the first render: the device's last choice (English by default). */
export function applyDeviceLanguage(): Language {
  const language = read(DEVICE_LANGUAGE_KEY) ?? 'en';
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return language;
}

/**
 * The player's choice from the switcher: shown at once in every app, kept for this device and for
 * the signed-in player (none for a visitor).
 */
export function chooseLanguage(language: Language, player?: string | null): void {
  write(DEVICE_LANGUAGE_KEY, language);
  if (player) write(playerLanguageKey(player), language);
  show(language);
}

/**
 * When a player signs in: their own earlier choice wins; a player who never chose keeps what is on
 * screen, which becomes their choice.
 */
export function applyPlayerLanguage(player: string): Language {
  const own = read(playerLanguageKey(player));
  const language = own ?? currentLanguage();
  chooseLanguage(language, player);
  return language;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  return () => window.removeEventListener(CHANGED, onChange);
}

/** The language on screen; re-renders when any app changes it. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, () => 'en');
}
