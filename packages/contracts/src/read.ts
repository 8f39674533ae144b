import type { Static, TSchema } from '@exchange/typebox-kit';
import { Check, Type } from '@exchange/typebox-kit';

/**
 * Reading answers against the contract: the schema is the reader. `Check` interprets the schema (no
 * code generation), so it runs under the shell's Content-Security-Policy without 'unsafe-eval'.
 *
 * The rule, for every answer: what is the contract's is taken as it is; a row of a list that is not
 * is left out (and logged), never a crash; a list that is not a list reads as no rows; a field that is
 * not the contract's takes the reader's fallback for it when the reader names one (the client's own:
 * a rate of 0, an unknown status as suspended), is left out when the contract says it may be absent,
 * and otherwise makes its object unreadable. A fallback must itself be the contract's.
 */

type Row = Record<string, unknown>;
const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a field reads as when the answer's is not the contract's: a value, or one made from what was sent and its row (undefined: none). */
export type Fallback<V> = V | ((sent: unknown, row: Readonly<Row>) => V | undefined);

/**
 * How a field holding an object, a list of objects or a record of them is read: each with a reading
 * of its own, and what the field reads as when it cannot be read at all (`otherwise`, if any).
 */
export class Nested<R, V = never> {
  declare private readonly item?: R;
  constructor(
    readonly reading: Reading<R>,
    readonly otherwise?: Fallback<V>,
  ) {}
}

/** What a nested reading applies to: each row of a list, each entry of a record, else the object itself. */
type Item<V> = V extends readonly (infer R)[] ? R : string extends keyof V ? V[keyof V] : V;

/** A reader's own part: a fallback per field, or the reading of a nested object or list. */
export type Reading<T> = { readonly [K in keyof T]?: Fallback<T[K]> | Nested<Item<NonNullable<T[K]>>, T[K]> };

/** The reading of a field's object, or of each row or entry of it; `otherwise`: the field's fallback when it is unreadable. */
export const nested = <R, V = never>(reading: Reading<NoInfer<R>>, otherwise?: Fallback<NoInfer<V>>): Nested<R, V> =>
  new Nested<R, V>(reading, otherwise);

/**
 * A fallback: 0 for a field sent as anything but a number (or not sent); a number the contract refuses
 * (an id of 2.5) is not mended, so its object is left out.
 */
export const zeroIfNoNumber = (sent: unknown): 0 | undefined =>
  typeof sent === 'number' && Number.isFinite(sent) ? undefined : 0;

/** Whether a value is what the schema describes. */
export const matches = <T extends TSchema>(schema: T, value: unknown): value is Static<T> => Check(schema, value);

/** The rows of a list read one by one: those read, and the positions of those left out. */
export type Rows<T> = { rows: T[]; skipped: number[] };

const FAIL = Symbol('unreadable');

type Json = Row & {
  type?: unknown;
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  patternProperties?: Record<string, Json>;
  anyOf?: Json[];
  additionalProperties?: unknown;
};
const isObjectSchema = (s: Json) => s.type === 'object' && isRow(s.properties);
const isRecordSchema = (s: Json) => s.type === 'object' && isRow(s.patternProperties);
const holdsObjects = (s: Json): boolean => isObjectSchema(s) || (s.anyOf ?? []).some(holdsObjects);

/** A schema with a list of objects somewhere inside: read part by part, so that a bad row spoils only itself. */
function holdsRows(s: Json): boolean {
  if (s.type === 'array' && s.items) return holdsObjects(s.items) || holdsRows(s.items);
  if (isObjectSchema(s)) return Object.values(s.properties!).some(holdsRows);
  if (isRecordSchema(s)) return Object.values(s.patternProperties!).some(holdsRows);
  return (s.anyOf ?? []).some(holdsRows);
}

/**
 * An object schema's reading plan: the fields checked together in one `Check` (the head) and those
 * holding rows, read part by part. A casino table's answer is checked as its round's state plus its
 * options row by row, never as a whole: the options' rows are most of the cost (issue 12).
 */
type Plan = { head: TSchema | undefined; headKeys: string[]; rowKeys: string[]; required: Set<string> };
const plans = new WeakMap<TSchema, Plan>();

function planOf(schema: TSchema): Plan {
  let plan = plans.get(schema);
  if (!plan) {
    const s = schema as Json;
    const keys = Object.keys(s.properties!);
    const rowKeys = s.additionalProperties === false ? [] : keys.filter((k) => holdsRows(s.properties![k]!));
    const headKeys = keys.filter((k) => !rowKeys.includes(k));
    const head = rowKeys.length === 0 ? schema : headKeys.length > 0 ? Type.Pick(schema, headKeys) : undefined;
    plan = { head, headKeys, rowKeys, required: new Set(s.required ?? []) };
    plans.set(schema, plan);
  }
  return plan;
}

/** Where rows were left out: logged once per list, as `[contract] <where>: n row(s) left out (at …)`. */
function logSkipped(where: string, skipped: number[]): void {
  if (skipped.length > 0)
    console.warn(`[contract] ${where}: ${skipped.length} row(s) left out (at ${skipped.join(', ')})`);
}

/**
 * The flat rows that passed, by row schema, list and position: the last two at each. A polled list
 * repeats itself almost row for row (a casino table's options flip between open and suspended with
 * each round), and interpreting the schema was most of the cost of reading it (issue 12); a flat row
 * equal, field for field, to one that passed at its position passes again without being interpreted.
 */
const passed = new WeakMap<TSchema, Map<string, Row[][]>>();
const REMEMBERED = 2;

/** Two records of the same own fields, each a primitive and the same in both (nested values never compare equal). */
function sameFlatRecord(a: unknown, b: unknown): boolean {
  if (!isRow(a) || !isRow(b)) return false;
  if (Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) {
    const value = a[key];
    if ((typeof value === 'object' && value !== null) || typeof value === 'function') return false;
    if (!Object.hasOwn(b, key) || !Object.is(value, b[key])) return false;
  }
  return true;
}

const isFlat = (row: Row) => Object.values(row).every((v) => v === null || typeof v !== 'object');

function rowsOf(schema: TSchema, list: unknown, reading: Reading<unknown> | undefined, where: string): Rows<unknown> {
  const rows: unknown[] = [];
  const skipped: number[] = [];
  if (!Array.isArray(list)) return { rows, skipped };
  let lists = passed.get(schema);
  if (!lists) passed.set(schema, (lists = new Map()));
  const before = lists.get(where) ?? [];
  const now: Row[][] = [];
  list.forEach((row: unknown, index) => {
    const seen = before[index] ?? [];
    const hit = seen.findIndex((s) => sameFlatRecord(s, row));
    if (hit >= 0) {
      rows.push(row);
      now[index] = [seen[hit]!, ...seen.filter((_, i) => i !== hit)];
      return;
    }
    const read = readValue(schema, row, reading, `${where}[${index}]`);
    if (read === FAIL) {
      skipped.push(index);
      now[index] = seen;
      return;
    }
    rows.push(read);
    now[index] = read === row && isRow(row) && isFlat(row) ? [{ ...row }, ...seen].slice(0, REMEMBERED) : seen;
  });
  lists.set(where, now);
  return { rows, skipped };
}

/** The fallback for a field that cannot be read, if the reading names one that is the contract's. */
function fallback(field: TSchema, sent: unknown, how: unknown, row: Row): unknown {
  const named = how instanceof Nested ? how.otherwise : how;
  if (named === undefined) return FAIL;
  const value: unknown =
    typeof named === 'function' ? (named as (sent: unknown, row: Row) => unknown)(sent, row) : named;
  return value !== undefined && Check(field, value) ? value : FAIL;
}

const readingOf = (how: unknown) => (how instanceof Nested ? (how.reading as Reading<unknown>) : undefined);

function readObject(schema: TSchema, value: unknown, reading: Reading<unknown> | undefined, where: string): unknown {
  if (!isRow(value)) return FAIL;
  const plan = planOf(schema);
  const fields = (schema as Json).properties!;
  const how = (reading ?? {}) as Record<string, unknown>;
  let out: Row | undefined;
  const set = (key: string, read: unknown) => {
    out ??= { ...value };
    if (read === FAIL) delete out[key];
    else out[key] = read;
  };
  if (plan.head && !Check(plan.head, value)) {
    for (const key of plan.headKeys) {
      const sent = value[key];
      if (sent === undefined && !plan.required.has(key)) continue;
      if (Check(fields[key]!, sent)) continue;
      const nestedHow = readingOf(how[key]);
      let read = nestedHow ? readValue(fields[key]!, sent, nestedHow, `${where}.${key}`) : FAIL;
      if (read === FAIL) read = fallback(fields[key]!, sent, how[key], value);
      if (read === FAIL && plan.required.has(key)) return FAIL;
      set(key, read);
    }
  }
  for (const key of plan.rowKeys) {
    const sent = value[key];
    if (sent === undefined && !plan.required.has(key)) continue;
    let read = readValue(fields[key]!, sent, readingOf(how[key]), `${where}.${key}`);
    if (read === FAIL) read = fallback(fields[key]!, sent, how[key], value);
    if (read === FAIL && plan.required.has(key)) return FAIL;
    if (read !== sent) set(key, read);
  }
  return out ?? value;
}

function readValue(schema: TSchema, value: unknown, reading: Reading<unknown> | undefined, where: string): unknown {
  const s = schema as Json;
  if (s.type === 'array' && s.items && holdsObjects(s.items)) {
    const { rows, skipped } = rowsOf(s.items, value, reading, where);
    logSkipped(where, skipped);
    // The list as sent when every row was read as it is, so an unchanged answer keeps its objects.
    return Array.isArray(value) && skipped.length === 0 && rows.every((row, i) => row === value[i]) ? value : rows;
  }
  if (isObjectSchema(s)) return readObject(schema, value, reading, where);
  if (Check(schema, value)) return value;
  for (const member of s.anyOf ?? []) {
    if (!holdsObjects(member) && !holdsRows(member)) continue;
    const read = readValue(member, value, reading, where);
    if (read !== FAIL) return read;
  }
  if (isRecordSchema(s) && isRow(value)) {
    const [entry] = Object.values(s.patternProperties!);
    const entries = Object.entries(value).flatMap(([key, sent]) => {
      const read = readValue(entry!, sent, reading, `${where}.${key}`);
      return read !== FAIL && Check(schema, { [key]: read }) ? [[key, read] as const] : [];
    });
    return Object.fromEntries(entries);
  }
  return FAIL;
}

/** A value read against the schema with the reader's own fallbacks, or undefined when it cannot be read. */
export function read<T extends TSchema>(
  schema: T,
  value: unknown,
  reading?: Reading<Item<Static<T>>>,
  where = 'answer',
): Static<T> | undefined {
  const result = readValue(schema, value, reading as Reading<unknown>, where);
  return result === FAIL ? undefined : (result as Static<T>);
}

/** A list's rows read against the row schema (and the reader's fallbacks); anything but a list reads as no rows. */
export function readRows<T extends TSchema>(
  schema: T,
  list: unknown,
  reading?: Reading<Static<T>>,
  where = '',
): Rows<Static<T>> {
  return rowsOf(schema, list, reading as Reading<unknown>, where) as Rows<Static<T>>;
}

/** The rows that are what the schema describes; the others are left out, and a warning names how many and where. */
export function keepRows<T extends TSchema>(
  schema: T,
  list: unknown,
  where: string,
  reading?: Reading<Static<T>>,
): Static<T>[] {
  const { rows, skipped } = readRows(schema, list, reading, where);
  logSkipped(where, skipped);
  return rows;
}

/** The `response` of an envelope (`{ code, message, response }`), or undefined for anything else. */
export const responseOf = (envelope: unknown): unknown => (isRow(envelope) ? envelope.response : undefined);

/** The `response` of an envelope when it is what the schema describes, else null. */
export function answerOf<T extends TSchema>(schema: T, envelope: unknown): Static<T> | null {
  const response = responseOf(envelope);
  return Check(schema, response) ? response : null;
}
