import { useCallback } from 'react';
import { currentLanguage, useLanguage, type Language } from './language';
import { CATALOGUE, en, type MessageKey } from './messages';

export type MessageValues = Readonly<Record<string, string | number>>;

function fill(text: string, values: MessageValues | undefined): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A catalogue text in the given language, with its `{name}` values put in. */
export function translate(language: Language, key: MessageKey, values?: MessageValues): string {
  return fill(CATALOGUE[language][key], values);
}

/** English text -> key, for texts that arrive as English (a remote's nav label, a server's message). */
let byEnglish: Map<string, MessageKey> | null = null;
function keyOfEnglish(text: string): MessageKey | undefined {
  byEnglish ??= new Map((Object.keys(en) as MessageKey[]).map((key) => [en[key] as string, key]));
  return byEnglish.get(text);
}

/**
 * A text that arrived in English from outside the catalogue's callers (a remote's navigation label
 * or title, a toast, an API message): its Hindi entry when the catalogue has that exact text,
 * else the text unchanged. A remote built before an entry existed still shows its English.
 */
export function translateText(language: Language, text: string): string {
  if (language === 'en') return text;
  const key = keyOfEnglish(text);
  return key ? CATALOGUE[language][key] : text;
}

/** `t('frame.wallet')`, in the language on screen; re-renders when it changes. */
export function useT() {
  const language = useLanguage();
  return useCallback((key: MessageKey, values?: MessageValues) => translate(language, key, values), [language]);
}

/** `tx('Cricket')`: `translateText` in the language on screen. */
export function useTranslateText() {
  const language = useLanguage();
  return useCallback((text: string) => translateText(language, text), [language]);
}

/** Outside React (toasts): the language on screen now. */
export const translateNow = (text: string) => translateText(currentLanguage(), text);

/** Outside React (a toast built from values): a catalogue text in the language on screen now. */
export const tNow = (key: MessageKey, values?: MessageValues) => translate(currentLanguage(), key, values);
