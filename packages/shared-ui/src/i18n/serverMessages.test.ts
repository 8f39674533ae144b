import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  amountFieldProblem,
  casinoStakeProblem,
  lossLimitMessage,
  lossLimitProblem,
  stakeButtonsProblem,
  timeOutMessage,
  validateSportBet,
} from '@exchange/betting';
import { newPasswordProblem } from '@exchange/account-rules';
import { translateText } from './translate';

/**
 * Every refusal the API can send a player (an `ApiError`'s description, which the client toasts) is
 * a catalogue entry, so it reads in Hindi on a Hindi screen (issue 69). The API's source is read as
 * text, as coverage.test.ts reads the screens: a new refusal fails here until it has its entry, or is
 * listed below as one no player's own requests can meet.
 */
const ROOT = join(__dirname, '../../../..');
const DEVANAGARI = /[\u0900-\u097F]/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sources(path);
    // Test routes exist only in test mode (DESIGN section 6); tests write what they expect.
    return /\.ts$/.test(name) && !/\.test\.ts$|testRoutes\.ts$|\.d\.ts$/.test(name) ? [path] : [];
  });
}

const apiFiles = sources(join(ROOT, 'apps/api/src'));
// The API imports its rules' messages from the pure packages.
const bettingFiles = ['packages/betting/src', 'packages/account-rules/src'].flatMap((dir) => sources(join(ROOT, dir)));

/** `const NAME = 'text'` (or another NAME) across the API and packages/betting, which it imports. */
function constants(): Map<string, string> {
  const raw = new Map<string, string>();
  for (const file of [...apiFiles, ...bettingFiles]) {
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/\bconst ([A-Z][A-Z0-9_]*)\s*=\s*('(?:[^'\\]|\\.)*'|[A-Z][A-Z0-9_]*)\s*;/g)) {
      raw.set(m[1]!, m[2]!);
    }
  }
  const resolve = (value: string, depth = 0): string | undefined =>
    value.startsWith("'")
      ? value.slice(1, -1).replace(/\\'/g, "'")
      : depth < 5
        ? resolve(raw.get(value) ?? "''", depth + 1)
        : undefined;
  return new Map([...raw].map(([name, value]) => [name, resolve(value) ?? '']));
}

/** The argument of every `ApiError.x(…)` and `new ApiError(code, …)`, as written, with its file. */
function refusals(): { file: string; arg: string }[] {
  const found: { file: string; arg: string }[] = [];
  // envelope.ts is ApiError itself: its own calls pass their arguments on.
  for (const file of apiFiles.filter((f) => !f.endsWith('/http/envelope.ts'))) {
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(
      /ApiError\.(?:badRequest|unauthorized|forbidden|notFound)\(|new ApiError\(\d+,\s*/g,
    )) {
      let depth = 1;
      let end = m.index + m[0].length;
      while (depth > 0 && end < source.length) {
        const c = source[end++];
        if (c === '(') depth += 1;
        else if (c === ')') depth -= 1;
      }
      const arg = source
        .slice(m.index + m[0].length, end - 1)
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/,$/, '');
      found.push({ file: relative(ROOT, file), arg });
    }
  }
  return found;
}

const MS = Date.UTC(2026, 4, 12, 9, 30);
const LIMITS = {
  minStack: 100,
  maxStack: 500000,
  bookmakerMinStack: 100,
  bookmakerMaxStack: 200000,
  sessionMinStack: 100,
  sessionMaxStack: 50000,
};

/** Refusals composed by a function: what each can say, from the functions themselves. */
const COMPOSED: Record<string, string[]> = {
  'apps/api/src/stakes/service.ts: problem': [
    stakeButtonsProblem({ casino: [], sport: [] })!,
    stakeButtonsProblem({ casino: [{ label: '1k', value: 1000 }], sport: [{ label: '', value: 1 }] })!,
    stakeButtonsProblem({ casino: [{ label: '1k ', value: 1000 }], sport: [] })!,
    stakeButtonsProblem({ casino: [{ label: '1k', value: 1.5 }], sport: [] })!,
  ],
  'apps/api/src/cricket/bets.ts: invalid': [
    validateSportBet({ amount: 0, odd: 85, marketType: 'BOOKMAKER_ODDS_1', limits: LIMITS })!,
    validateSportBet({ amount: 100, odd: 0, marketType: 'BOOKMAKER_ODDS_1', limits: LIMITS })!,
    validateSportBet({ amount: 50, odd: 85, marketType: 'BOOKMAKER_ODDS_1', limits: LIMITS })!,
    validateSportBet({ amount: 50001, odd: 100, marketType: 'FANCY_ODDS', limits: LIMITS })!,
  ],
  'apps/api/src/matchOdds/orders.ts: invalid': [
    validateSportBet({ amount: 99, odd: 2, marketType: 'MATCH_ODDS', limits: LIMITS })!,
  ],
  'apps/api/src/casino/service.ts: invalid': [
    casinoStakeProblem('DRAGON_TIGER_20', 50)!,
    casinoStakeProblem('DRAGON_TIGER_20', 25001)!,
    casinoStakeProblem('DRAGON_TIGER_20', 150.5)!,
  ],
  'apps/api/src/accounts/service.ts: lengthProblem': [
    newPasswordProblem('12345', 'page')!,
    newPasswordProblem('ä'.repeat(40), 'modal')!,
  ],
  'apps/api/src/playerLimits/service.ts: timeOutMessage(until.getTime())': [timeOutMessage(MS)],
  'apps/api/src/playerLimits/service.ts: lossLimitMessage(breach)': [
    lossLimitMessage({ period: 'daily', limitPaise: 500_000 }),
    lossLimitMessage({ period: 'weekly', limitPaise: 500_000 }),
    lossLimitMessage({ period: 'monthly', limitPaise: 500_000 }),
  ],
  'apps/api/src/playerLimits/routes.ts: `${period[0]!.toUpperCase()}${period.slice(1)} limit: ${problem}`': [
    `Daily limit: ${lossLimitProblem(0)}`,
    `Weekly limit: ${lossLimitProblem('x')}`,
    `Monthly limit: ${lossLimitProblem(1e12)}`,
  ],
  'apps/api/src/matchOdds/orders.ts: selfMatch(rateFromHundredths(mine.priceHundredths))': [
    'This order would match your own unmatched order at 2.20; cancel that order first',
  ],
  // The default of ApiError.unauthorized(): SESSION_EXPIRED.
  'apps/api/src/http/auth.ts: ': ['Session expired, please log in again'],
};

/**
 * What the client's own requests never meet: malformed requests (schema, NUL characters, a bad
 * idempotency key, a password not encrypted as the login does), the operator's routes, and the
 * 429 of repeated failed sign-ins, which the login shows as its generic message (spec section 8).
 * Each is an English text a developer reads in the API's answer.
 */
const NOT_FOR_PLAYERS = new Set([
  'apps/api/src/http/strictInput.ts: `${key} must be a number`',
  'apps/api/src/http/strictInput.ts: wholeNumberRule(key, property)',
  "apps/api/src/http/strictInput.ts: `${field.replaceAll('\\u0000', '\\\\0') || 'body'} must not contain a NUL character`",
  'apps/api/src/betRequests/input.ts: problem',
  'apps/api/src/betRequests/input.ts: `${field} must be a rate with at most two decimals`',
  'apps/api/src/betRequests/idempotency.ts: KEY_REUSED',
  'apps/api/src/betRequests/idempotency.ts: BAD_KEY',
  "apps/api/src/betRequests/idempotency.ts: 'The request body cannot be read'",
  "apps/api/src/cricket/exchangeRoutes.ts: `${body.type === 'back' ? 'backRate' : 'layRate'} is required`",
  "apps/api/src/cricket/exchangeRoutes.ts: yes ? 'backRate is required for YES' : 'layRate is required for NO'",
  // A session bet's fields that do not fit its line (the slip sends the line's own): a malformed request.
  "apps/api/src/cricket/bets.ts: yes ? 'oddsBack and backRate are required for YES' : 'oddsLay and layRate are required for NO'",
  "apps/api/src/cricket/bets.ts: isSessionType(input.gameType) ? `This session is ${type}, not ${input.gameType}` : `gameType must be this session's type: ${type}`",
  "apps/api/src/cricket/bets.ts: `A ${type} session is priced in odds: send ${yes ? 'backRate' : 'layRate'} without ${yes ? 'oddsBack' : 'oddsLay'}`",
  "apps/api/src/cricket/bets.ts: `selectionId ${input.selectionId} is not this session's runner (${line.selectionId})`",
  "apps/api/src/cricket/bets.ts: `runnerName '${input.runnerName}' is not this session's runner ('${line.runnerName}')`",
  "apps/api/src/betRequests/cashOut.ts: 'guaranteed must be an amount with at most two decimals'",
  "apps/api/src/casino/routes.ts: 'marketId is required'",
  'apps/api/src/notices/service.ts: BAD_CURSOR',
  'apps/api/src/accounts/service.ts: UNDECRYPTABLE_PASSWORD',
  'apps/api/src/accounts/service.ts: `No user ${username}`',
  'apps/api/src/accounts/service.ts: `${username} already exists`',
  'apps/api/src/accounts/routes.ts: tooManySignIns(seconds)',
  'apps/api/src/announcement/service.ts: `The announcement may be at most ${MAX_ANNOUNCEMENT_LENGTH} characters`',
  "apps/api/src/announcement/routes.ts: 'Admin token required'",
]);

describe("the API's refusals", () => {
  const named = constants();
  const all = refusals();

  it('are found in the API at all (a renamed ApiError would make the rest pass on nothing)', () => {
    expect(all.length).toBeGreaterThan(80);
    expect(named.get('ODDS_CHANGED')).toBe('Odds changed, please place the bet again');
  });

  it('each have a catalogue entry in Hindi, or are listed as met by no player', () => {
    const texts = new Set<string>();
    const unknown: string[] = [];
    for (const { file, arg } of all) {
      const where = `${file}: ${arg}`;
      if (NOT_FOR_PLAYERS.has(where)) continue;
      if (COMPOSED[where]) COMPOSED[where].forEach((text) => texts.add(text));
      else if (/^'(?:[^'\\]|\\.)*'$/.test(arg)) texts.add(arg.slice(1, -1));
      else if (named.has(arg)) texts.add(named.get(arg)!);
      else unknown.push(where);
    }
    // A refusal this test cannot read: add what it can say to COMPOSED, or list it in NOT_FOR_PLAYERS.
    expect(unknown).toEqual([]);
    const untranslated = [...texts].filter((text) => !DEVANAGARI.test(translateText('hi', text)));
    expect(untranslated).toEqual([]);
    expect(texts.size).toBeGreaterThan(40);
  });

  it('lists as not for players only what the API still says', () => {
    const present = new Set(all.map(({ file, arg }) => `${file}: ${arg}`));
    expect([...NOT_FOR_PLAYERS].filter((where) => !present.has(where))).toEqual([]);
    expect(Object.keys(COMPOSED).filter((where) => !present.has(where))).toEqual([]);
  });

  it("include the 500's own text and the betting package's side-amount refusal only as expected", () => {
    // The API answers a failure of its own with 'Something went wrong', which the slip shows (spec section 8).
    expect(translateText('hi', 'Something went wrong')).toMatch(DEVANAGARI);
    // A malformed profit is a developer's refusal: it stays English, on purpose.
    expect(amountFieldProblem('profit', 'x')).toMatch(/^profit must be/);
  });
});
