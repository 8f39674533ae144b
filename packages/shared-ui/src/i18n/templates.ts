/**
 * English texts with values in them ('Minimum bet amount is 100', a server's refusal) matched
 * against the catalogue's English templates ('Minimum bet amount is {value}'), so that any entry
 * with `{name}` values also translates the finished text, wherever it was composed: in
 * packages/betting, in the API or in a remote built before the entry existed. No per-message code.
 */

export type TemplateMatch<K extends string> = { key: K; values: Record<string, string> };

type Template<K extends string> = { key: K; pattern: RegExp; names: string[]; fixed: number };

const PLACEHOLDER = /\{(\w+)\}/g;
/** A template needs words of its own: '{amount} at {price}' may, '{side} {runner}' would match anything. */
const WORD = /\p{L}[\p{L}\p{M}]/u;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile<K extends string>(key: K, english: string): Template<K> | null {
  const names: string[] = [];
  let source = '';
  let fixedText = '';
  let last = 0;
  for (const m of english.matchAll(PLACEHOLDER)) {
    const literal = english.slice(last, m.index);
    source += escape(literal);
    fixedText += literal;
    // The same value twice must be the same text both times: a back-reference, not a second group.
    const seen = names.indexOf(m[1]!);
    if (seen >= 0) source += `\\k<v${seen}>`;
    else {
      source += `(?<v${names.length}>.+?)`;
      names.push(m[1]!);
    }
    last = m.index + m[0].length;
  }
  if (names.length === 0) return null;
  const tail = english.slice(last);
  source += escape(tail);
  fixedText += tail;
  if (!WORD.test(fixedText)) return null;
  return { key, pattern: new RegExp(`^${source}$`, 'su'), names, fixed: fixedText.length };
}

/**
 * A matcher over the English entries that carry values. Where two templates fit one text, the one
 * with more fixed words wins ('Daily limit: {problem}' over a shorter, looser one).
 */
export function templateMatcher<K extends string>(english: Readonly<Record<K, string>>) {
  const templates = (Object.keys(english) as K[])
    .map((key) => compile(key, english[key]))
    .filter((t): t is Template<K> => t !== null)
    .sort((a, b) => b.fixed - a.fixed);
  return (text: string): TemplateMatch<K> | null => {
    for (const template of templates) {
      const m = template.pattern.exec(text);
      if (!m) continue;
      const values: Record<string, string> = {};
      template.names.forEach((name, i) => (values[name] = m.groups![`v${i}`]!));
      return { key: template.key, values };
    }
    return null;
  };
}
