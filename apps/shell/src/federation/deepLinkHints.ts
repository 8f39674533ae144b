import {
  DEEP_LINKS_FIELD,
  type DeepLinkHint,
  type DeepLinkRead,
  type EarlyReadRequest,
} from '@exchange/remote-contract';
import { envelopeResponse, isRecord, positiveId } from '@exchange/shared-http/wire';

/**
 * A remote's deep-link hints (contract 1.6, `metaData.deepLinks` of its manifest), read as the
 * untrusted data they are: what does not have the documented shape is left out, never thrown, and
 * a read is sent only to one of the configured APIs, with every `{param}` an id as the wire readers
 * read one (`positiveId`: a positive whole number, also when sent as a numeric string).
 * A remote without hints (or with none that fits) has its deep links start as in 1.5.
 */

const APIS: readonly string[] = ['aam', 'cm', 'casino'];
/** More than a remote could mean for one page: the rest is left out. */
const MAX_HINTS = 20;
const MAX_FILES = 24;
const MAX_READS = 4;
/** A route path: segments of word characters and dashes, `:name` for a parameter. */
const PATH = /^(\/(:?[\w-]+))+\/?$/;
/** A read's address under its API: no query, no `..`, `{name}` for a value. */
const URL_TEMPLATE = /^(\/([\w.-]+|\{\w+\}))+$/;

const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.length <= MAX_FILES && value.every((v) => typeof v === 'string' && v.length > 0)
    ? (value as string[])
    : undefined;

function parseRead(value: unknown, index: number): DeepLinkRead | undefined {
  if (!isRecord(value)) return undefined;
  const { api, url, skipAuth, after } = value;
  if (typeof api !== 'string' || !APIS.includes(api)) return undefined;
  if (typeof url !== 'string' || !URL_TEMPLATE.test(url) || url.split('/').includes('..')) return undefined;
  if (skipAuth !== undefined && typeof skipAuth !== 'boolean') return undefined;
  // Only an earlier read: the reads of a hint are sent in order, each after the one it names.
  if (after !== undefined && !(Number.isInteger(after) && (after as number) >= 0 && (after as number) < index))
    return undefined;
  return {
    api: api as DeepLinkRead['api'],
    url,
    ...(skipAuth === undefined ? {} : { skipAuth }),
    ...(after === undefined ? {} : { after: after as number }),
  };
}

function parseHint(value: unknown): DeepLinkHint | undefined {
  if (!isRecord(value)) return undefined;
  const { path } = value;
  const js = value.js === undefined ? [] : strings(value.js);
  const css = value.css === undefined ? [] : strings(value.css);
  const reads = value.reads === undefined ? [] : value.reads;
  if (typeof path !== 'string' || !PATH.test(path) || !js || !css) return undefined;
  if (!Array.isArray(reads) || reads.length > MAX_READS) return undefined;
  const parsed = reads.map(parseRead);
  // A read that is left out would shift the indexes the others name: the hint's reads go together.
  if (parsed.some((read) => read === undefined)) return { path, js, css, reads: [] };
  return { path, js, css, reads: parsed as DeepLinkRead[] };
}

/** The hints a manifest's metaData carries, each checked; none when the field is missing or not a list. */
export function parseDeepLinks(metaData: unknown): DeepLinkHint[] {
  const hints = isRecord(metaData) ? metaData[DEEP_LINKS_FIELD] : undefined;
  if (!Array.isArray(hints)) return [];
  return hints
    .slice(0, MAX_HINTS)
    .map(parseHint)
    .filter((hint): hint is DeepLinkHint => hint !== undefined);
}

/**
 * The parameters of `pathname` under the hint path `pattern` ('/game/cricket/:id' and
 * '/game/cricket/1001' give { id: 1001 }), or undefined when it does not match: every `:name`
 * segment must be a positive whole number.
 */
export function matchDeepLink(pattern: string, pathname: string): Record<string, number> | undefined {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return undefined;
  const params: Record<string, number> = {};
  for (const [i, segment] of want.entries()) {
    const actual = have[i]!;
    if (!segment.startsWith(':')) {
      if (segment !== actual) return undefined;
      continue;
    }
    const value = /^\d+$/.test(actual) ? positiveId(actual) : undefined;
    if (value === undefined) return undefined;
    params[segment.slice(1)] = value;
  }
  return params;
}

/** The first hint whose path `pathname` matches, with its parameters. */
export function deepLinkFor(
  hints: readonly DeepLinkHint[],
  pathname: string,
): { hint: DeepLinkHint; params: Record<string, number> } | undefined {
  for (const hint of hints) {
    const params = matchDeepLink(hint.path, pathname);
    if (params) return { hint, params };
  }
  return undefined;
}

/** `template` with each `{name}` filled from `values`; undefined when one is not an id (`positiveId`). */
export function fillTemplate(template: string, values: Readonly<Record<string, unknown>>): string | undefined {
  let missing = false;
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = Object.hasOwn(values, name) ? positiveId(values[name]) : undefined;
    if (value === undefined) missing = true;
    return String(value);
  });
  return missing ? undefined : url;
}

/** The `response` object of an API envelope, for a later read's values. */
const responseOf = (body: unknown): Record<string, unknown> => {
  const response = envelopeResponse(body);
  return isRecord(response) ? response : {};
};

/**
 * Sends a hint's reads through `read` (the shell's early read): each as soon as the one it follows
 * has answered, with its values from the path and that answer. A read whose values are missing is
 * not sent, nor are the reads after it. Never rejects.
 */
export function sendDeepLinkReads(
  reads: readonly DeepLinkRead[],
  params: Readonly<Record<string, number>>,
  read: (request: EarlyReadRequest) => Promise<unknown>,
): Promise<void> {
  const answers: Promise<unknown>[] = [];
  for (const entry of reads) {
    const before = entry.after === undefined ? Promise.resolve(undefined) : answers[entry.after]!;
    answers.push(
      before.then((body) => {
        const values = entry.after === undefined ? params : { ...responseOf(body), ...params };
        const url = fillTemplate(entry.url, values);
        // Not sent: the reads that follow this one are given nothing to go on.
        if (url === undefined) return undefined;
        return read({ api: entry.api, url, ...(entry.skipAuth ? { skipAuth: true } : {}) });
      }),
    );
  }
  return Promise.all(answers).then(
    () => undefined,
    () => undefined,
  );
}
