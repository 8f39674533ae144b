import { useCallback } from 'react';
import { currentLanguage, useLanguage, type Language } from './language';
import { CATALOGUE, en, type MessageKey } from './messages';
import { templateMatcher } from './templates';

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

let matchTemplate: ReturnType<typeof templateMatcher<MessageKey>> | null = null;

/**
 * The translation of an English text, or null: its exact entry, else the entry whose template it
 * fills, with the values put into that entry's translation. A value that is itself a catalogue
 * text is translated too ('Daily limit: A limit must be more than 0' is two entries), `depth`
 * levels down; figures and names are no entries and stay as they came.
 */
function lookUp(language: Language, text: string, depth: number): string | null {
  const key = keyOfEnglish(text);
  if (key) return CATALOGUE[language][key];
  if (depth === 0) return null;
  matchTemplate ??= templateMatcher<MessageKey>(en);
  const found = matchTemplate(text);
  if (!found) return null;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(found.values)) {
    const translated = lookUp(language, value, depth - 1);
    // A value is a figure or a name. A sentence in one ('{rank} of {suit}' fitting a whole English
    // refusal that has no entry) means the template only happened to fit: better English than half.
    if (translated === null && wordsIn(value) > MAX_WORDS_IN_VALUE) return null;
    values[name] = translated ?? value;
  }
  return fill(CATALOGUE[language][found.key], values);
}

const MAX_WORDS_IN_VALUE = 4;
const wordsIn = (text: string) => text.match(/\p{L}[\p{L}\p{M}]+/gu)?.length ?? 0;

/**
 * Texts already looked up, per language: a screen asks again on every render, and most of what it
 * asks about (runner names, amounts) is in no entry, so a miss would scan every template each time.
 * Bounded, because server texts carry amounts and times.
 */
const looked: Record<Language, Map<string, string>> = { en: new Map(), hi: new Map() };
const LOOKED_MAX = 2000;

/**
 * A text that arrived in English from outside the catalogue's callers (a remote's navigation label
 * or title, a toast, an API message): its translation when the catalogue has that exact text or a
 * template it fills ('Minimum bet amount is {value}'), else the text unchanged. A remote built
 * before an entry existed still shows its English.
 */
export function translateText(language: Language, text: string): string {
  if (language === 'en') return text;
  const cache = looked[language];
  let shown = cache.get(text);
  if (shown === undefined) {
    shown = lookUp(language, text, 2) ?? text;
    if (cache.size >= LOOKED_MAX) cache.clear();
    cache.set(text, shown);
  }
  return shown;
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
