// A page at rest on the phone (4x CPU, the phone's network): main-thread busy share, DOM writes
// split by whether the poll before them brought a changed answer, requests per minute per endpoint
// against the spec's polling schedule (section 9), and (with --long) JS heap growth after forced GC.
import { readFileSync } from 'node:fs';
import { PHONE, sharedWorkers, throttle } from './browser.mjs';

/** The spec's poll intervals (ms), one table for this check and the load bench (apps/api/scripts/loadBench.ts). */
export const POLL_EVERY_MS = JSON.parse(readFileSync(new URL('./poll-schedule.json', import.meta.url), 'utf8'));
for (const [name, ms] of Object.entries(POLL_EVERY_MS))
  if (typeof ms !== 'number' || !(ms > 0))
    throw new Error(`bench/poll-schedule.json: "${name}" is not an interval in ms`);

/** Mutations within this many ms after a poll's answer arrived are that poll's DOM writes. */
export const ATTRIBUTION_MS = Number(process.env.BENCH_ATTRIBUTION_MS ?? 100);
export const TOLERANCE = 0.2;

/**
 * The spec's schedule (section 9, with the calls of section 7). `match` gets a poll's method and
 * path with ids as {id}, and the poll; the Lucky 7 data poll has no path in the spec, so any casino
 * read naming the current round (marketId) in its address or a request header, other than
 * exposure, counts as that poll.
 */
const PROFILE = {
  name: 'profile (GET /aam/v1/accmanage/user/{id})',
  everyMs: POLL_EVERY_MS.profile,
  match: (k) => k === 'GET /aam/v1/accmanage/user/{id}',
};
// The spec names the announcement call without an interval;
// docs/decisions/0011-polling-schedule.md records 60 s.
const ANNOUNCEMENT = {
  name: 'announcement (GET /aam/v1/auth/announcement; 60 s per docs/decisions/0011-polling-schedule.md)',
  everyMs: POLL_EVERY_MS.announcement,
  match: (k) => k === 'GET /aam/v1/auth/announcement',
};
export const SCHEDULES = {
  match: [
    PROFILE,
    ANNOUNCEMENT,
    {
      name: 'odds (GET /cm/v1/cricket/odds/{id})',
      everyMs: POLL_EVERY_MS.matchOdds,
      match: (k) => k === 'GET /cm/v1/cricket/odds/{id}',
    },
    {
      name: 'score (POST /aam/v1/auth/score-sport2)',
      everyMs: POLL_EVERY_MS.score,
      match: (k) => k.startsWith('POST /aam/v1/auth/score-sport2'),
    },
    {
      name: 'my bets (GET /cm/v1/bet/my-bet/{id})',
      everyMs: POLL_EVERY_MS.matchMyBets,
      match: (k) => k === 'GET /cm/v1/bet/my-bet/{id}',
    },
    {
      name: 'match settings (GET /cm/v1/cricket/match-details)',
      everyMs: POLL_EVERY_MS.matchSettings,
      match: (k) => k.startsWith('GET /cm/v1/cricket/match-details'),
    },
  ],
  table: [
    PROFILE,
    ANNOUNCEMENT,
    {
      name: 'casino odds (GET /casino/v1/odds)',
      everyMs: POLL_EVERY_MS.casinoOdds,
      match: (k) => k.startsWith('GET /casino/v1/odds?') || k === 'GET /casino/v1/odds',
    },
    {
      name: 'last results (GET /casino/v1/last-10-results)',
      everyMs: POLL_EVERY_MS.lastResults,
      match: (k) => k.startsWith('GET /casino/v1/last-10-results'),
    },
    {
      name: 'own bets (GET /casino/v1/my-bet)',
      everyMs: POLL_EVERY_MS.casinoMyBets,
      match: (k) => k.startsWith('GET /casino/v1/my-bet') && !k.startsWith('GET /casino/v1/my-bet/'),
    },
    {
      name: 'exposure (GET /casino/v1/pl-exposure)',
      everyMs: POLL_EVERY_MS.exposure,
      match: (k) => k.startsWith('GET /casino/v1/pl-exposure'),
    },
    {
      name: 'Lucky 7 data for the current marketId (any casino read naming the round in its address or a header, not exposure)',
      everyMs: POLL_EVERY_MS.lucky7RoundData,
      match: (k, poll) =>
        k.includes(' /casino/v1/') &&
        !k.includes('/pl-exposure') &&
        (/(marketId=|\/)\d{10,}/.test(poll.url) || Boolean(poll.roundHeader)),
    },
  ],
  dashboard: [
    PROFILE,
    ANNOUNCEMENT,
    {
      name: 'dashboard (GET /cm/v1/cricket/all-matches-dashboard)',
      everyMs: POLL_EVERY_MS.dashboard,
      match: (k) => k === 'GET /cm/v1/cricket/all-matches-dashboard',
    },
    {
      name: 'bet count (GET /cm/v1/bet/bet-count)',
      everyMs: POLL_EVERY_MS.betCount,
      match: (k) => k === 'GET /cm/v1/bet/bet-count',
    },
  ],
};

/**
 * In the page and in each of its workers (the polls run in one,
 * docs/decisions/0010-poll-loops-in-a-shared-worker.md): every fetch/XHR answer, its time and
 * whether its body changed. Times are `performance.timeOrigin + performance.now()`, one clock for the page and its workers.
 */
function pollRecorder() {
  if (typeof window !== 'undefined' && window.top !== window) return;
  if (globalThis.__benchPolls) return;
  const S = { polls: [], last: new Map() };
  globalThis.__benchPolls = S;
  const clock = () => performance.timeOrigin + performance.now();
  // The cells a player sees change in an odds answer: per runner its prices, sizes and status; a
  // casino round's countdown, status and each dealt card. Other fields (timestamps, ids) are not cells.
  const runnerCells = (list) => {
    const cells = new Map();
    for (const r of Array.isArray(list) ? list : []) {
      const id = `${r?.marketId ?? ''}/${r?.selectionId ?? ''}/${r?.runnerName ?? ''}`;
      for (const f of ['back1', 'lay1', 'backSize1', 'laySize1', 'status'])
        if (r && f in r) cells.set(`${id}.${f}`, r[f]);
    }
    return cells;
  };
  const oddsCells = (url, body) => {
    let json;
    try {
      json = JSON.parse(body)?.response;
    } catch {
      return null;
    }
    if (!json || typeof json !== 'object') return null;
    if (url.includes('/cm/v1/cricket/odds/')) {
      const runners = [
        ...(json.bookMakerOdds ?? []).flatMap((m) => m?.bm1?.oddDetailsDTOS ?? []),
        ...(json.fancyOdds ?? []).flatMap((g) => g?.oddDetailsDTOS ?? []),
      ];
      const cells = runnerCells(runners);
      // The Match Odds book (issue 15): per runner three prices each way, each a price and an amount.
      const book = json.matchOdds;
      if (book && typeof book === 'object') {
        cells.set('mo.status', book.status);
        for (const r of Array.isArray(book.runners) ? book.runners : [])
          for (const side of ['back', 'lay'])
            (Array.isArray(r?.[side]) ? r[side] : []).slice(0, 3).forEach((level, i) => {
              cells.set(`mo/${r?.selectionId}.${side}${i}.price`, level?.price);
              cells.set(`mo/${r?.selectionId}.${side}${i}.size`, level?.size);
            });
      }
      return cells;
    }
    if (url.includes('/casino/v1/odds')) {
      const cells = runnerCells(json.oddDetailsDTOS);
      cells.set('autoTime', json.autoTime);
      cells.set('status', json.status);
      for (const [side, list] of Object.entries(json.cards ?? {}))
        (Array.isArray(list) ? list : []).forEach((c, i) => cells.set(`card.${side}.${i}`, c));
      return cells;
    }
    return null;
  };
  const previousCells = new Map();
  const done = (entry, body) => {
    const key = `${entry.method} ${entry.url}`;
    const previous = S.last.get(key);
    S.last.set(key, body);
    entry.changed = previous === undefined ? null : previous !== body;
    const cells = oddsCells(entry.url, body);
    if (cells) {
      const before = previousCells.get(key);
      previousCells.set(key, cells);
      if (before) {
        let changed = 0;
        for (const [k, v] of cells) if (!before.has(k) || before.get(k) !== v) changed += 1;
        for (const k of before.keys()) if (!cells.has(k)) changed += 1;
        entry.changedCells = changed;
      }
    }
    entry.bytes = body.length;
    // The round an answer names (casino odds), to show the window covers whole rounds.
    const round = /"marketId"\s*:\s*"?(\d{6,})/.exec(body);
    if (round) entry.marketId = round[1];
  };
  const open = XMLHttpRequest.prototype.open;
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    const entry = { method: String(method).toUpperCase(), url: new URL(String(url), location.href).href };
    this.__bench = entry;
    // Registered at open(), before the client's own handlers, so the answer is noted before it is used.
    this.addEventListener('readystatechange', () => {
      if (this.readyState !== 4 || entry.t !== undefined) return;
      entry.t = clock();
      entry.status = this.status;
      let body;
      try {
        body =
          this.responseType === '' || this.responseType === 'text' ? this.responseText : JSON.stringify(this.response);
      } catch {
        body = '';
      }
      done(entry, body);
      S.polls.push(entry);
    });
    return open.call(this, method, url, ...rest);
  };
  const setHeader = XMLHttpRequest.prototype.setRequestHeader;
  // A round id (a marketId: epoch ms) sent in a header, as the per-round polls may do.
  XMLHttpRequest.prototype.setRequestHeader = function (name, value) {
    if (this.__bench && /^\d{10,}$/.test(String(value))) this.__bench.roundHeader = `${name}: ${value}`;
    return setHeader.call(this, name, value);
  };
  XMLHttpRequest.prototype.send = function (...args) {
    if (this.__bench) this.__bench.started = clock();
    return send.apply(this, args);
  };
  const originalFetch = globalThis.fetch;
  globalThis.fetch = async function (input, init) {
    const method = String(init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const url = new URL(input instanceof Request ? input.url : String(input), location.href).href;
    const entry = { method, url, started: clock() };
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    for (const [name, value] of headers) if (/^\d{10,}$/.test(value)) entry.roundHeader = `${name}: ${value}`;
    const response = await originalFetch.call(this, input, init);
    entry.t = clock();
    entry.status = response.status;
    S.polls.push(entry);
    response
      .clone()
      .text()
      .then((body) => done(entry, body))
      .catch(() => done(entry, ''));
    return response;
  };
}

/**
 * The parts of a page that draw one poll's answer and nothing else, by the poll's endpoint key. A
 * write inside one of them is that poll's when it answered with news just before: the score and the
 * odds are both polled on the second, so the score panel's writes (its figures and a new ball) would
 * otherwise land in the window of an odds answer that arrived a few ms later and be counted as
 * elements written for the odds' changed cells.
 */
export const POLL_AREAS = {
  'POST /aam/v1/auth/score-sport2': '[data-testid="score-panel"]',
};

/** In the page: every DOM mutation batch, on the clock of pollRecorder, split by the poll areas it wrote in. */
function mutationRecorder(areas) {
  if (window.top !== window) return;
  const S = { mutations: [] };
  window.__benchSteady = S;
  const areaOf = (element) => {
    for (const [endpoint, selector] of Object.entries(areas))
      if (element instanceof Element && element.closest(selector)) return endpoint;
    return null;
  };
  // Elements written: the element whose attribute or children changed, or the parent of a changed text.
  new MutationObserver((records) => {
    const t = performance.timeOrigin + performance.now();
    const parts = new Map();
    for (const r of records) {
      const element = r.type === 'characterData' ? r.target.parentNode : r.target;
      const area = areaOf(element);
      const part = parts.get(area) ?? { n: 0, written: new Set() };
      part.n += 1;
      part.written.add(element);
      parts.set(area, part);
    }
    for (const [area, part] of parts)
      S.mutations.push({ t, n: part.n, elements: part.written.size, ...(area ? { area } : {}) });
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
}

/** Method and path with ids as {id}; query names kept, id-like values as {id}. */
export function endpointKey(method, href) {
  const url = new URL(href);
  const path = url.pathname.replace(/\/\d+(?=\/|$)/g, '/{id}');
  const query = [...url.searchParams].map(([k, v]) => `${k}=${/^\d+$/.test(v) ? '{id}' : v}`).join('&');
  return `${method} ${path}${query ? `?${query}` : ''}`;
}

/** Which schedule entry a request belongs to, its allowed count in the window, and the verdict. */
export function checkSchedule(schedule, polls, windowMs) {
  const rows = schedule.map((s) => ({ ...s, count: 0, keys: new Set() }));
  const extra = new Map();
  for (const p of polls) {
    const key = endpointKey(p.method, p.url);
    const row = rows.find((r) => r.match(key, p));
    if (row) {
      row.count += 1;
      row.keys.add(key);
    } else extra.set(key, (extra.get(key) ?? 0) + 1);
  }
  const perMinute = (n) => +((n * 60_000) / windowMs).toFixed(1);
  const checked = rows.map((r) => {
    const expected = windowMs / r.everyMs;
    // ±20%, and ±1 poll for the phase of a poll against the window's edges.
    const lo = Math.max(0, Math.floor(expected * (1 - TOLERANCE)) - (expected < 5 ? 1 : 0));
    const hi = Math.ceil(expected * (1 + TOLERANCE)) + (expected < 5 ? 1 : 0);
    // Never made although the window holds at least two of its intervals: missing.
    const missing = r.count === 0 && expected >= 2;
    const ok = r.count >= lo && r.count <= hi && !missing;
    const verdict = missing ? 'MISSING' : r.count > hi ? 'EXTRA' : r.count < lo ? 'TOO FEW' : 'ok';
    return {
      name: r.name,
      everyMs: r.everyMs,
      expectedPerMinute: +(60_000 / r.everyMs).toFixed(1),
      perMinute: perMinute(r.count),
      count: r.count,
      allowed: [lo, hi],
      ok,
      verdict,
      keys: [...r.keys],
    };
  });
  // A read repeated in the window that the schedule does not name is an extra poll; once is a one-off.
  const unlisted = [...extra].map(([key, count]) => ({
    key,
    count,
    perMinute: perMinute(count),
    ok: count < 2,
    verdict: count < 2 ? 'once' : 'NOT IN SPEC',
  }));
  return { rows: checked, unlisted, ok: checked.every((r) => r.ok) && unlisted.every((u) => u.ok) };
}

/** How many of checkSchedule's rows are off the schedule, polls the spec does not name included. */
export function pollsOffSchedule(schedule) {
  return schedule.rows.filter((r) => !r.ok).length + schedule.unlisted.filter((u) => !u.ok).length;
}

/** DOM mutation records after each poll (within ATTRIBUTION_MS), split by changed and unchanged answers. */
export function attributeMutations(polls, mutations) {
  const answered = polls.filter((p) => p.t !== undefined && p.changed !== undefined).sort((a, b) => a.t - b.t);
  const changed = { polls: 0, mutations: 0 };
  const unchanged = { polls: 0, mutations: 0 };
  const first = { polls: 0, mutations: 0 };
  const byEndpoint = new Map();
  const cells = { changed: 0, elements: 0, polls: 0 };
  let unattributed = 0;
  for (const p of answered) {
    const bucket = p.changed === null ? first : p.changed ? changed : unchanged;
    bucket.polls += 1;
    if (p.changed && p.changedCells !== undefined) {
      cells.polls += 1;
      cells.changed += p.changedCells;
    }
  }
  for (const m of mutations) {
    const inWindow = answered.filter((p) => p.t <= m.t && m.t - p.t <= ATTRIBUTION_MS);
    // Writes in a poll's own area go to that poll when it just brought news (POLL_AREAS).
    const own = m.area
      ? inWindow.filter((p) => p.changed !== false && endpointKey(p.method, p.url).split('?')[0] === m.area)
      : [];
    const candidates = own.length ? own : inWindow;
    if (!candidates.length) {
      unattributed += m.n;
      continue;
    }
    // A changed answer in the window explains the writes; only when every poll just answered was
    // unchanged are they charged to an unchanged poll.
    const culprit = [...candidates].reverse().find((p) => p.changed !== false) ?? candidates[candidates.length - 1];
    const bucket = culprit.changed === null ? first : culprit.changed ? changed : unchanged;
    bucket.mutations += m.n;
    if (culprit.changed && culprit.changedCells !== undefined) cells.elements += m.elements ?? m.n;
    if (culprit.changed === false) {
      const key = endpointKey(culprit.method, culprit.url);
      byEndpoint.set(key, (byEndpoint.get(key) ?? 0) + m.n);
    }
  }
  const per = (b) => (b.polls ? +(b.mutations / b.polls).toFixed(2) : 0);
  return {
    unchangedPolls: unchanged.polls,
    mutationsAfterUnchanged: unchanged.mutations,
    perUnchangedPoll: per(unchanged),
    changedPolls: changed.polls,
    mutationsAfterChanged: changed.mutations,
    perChangedPoll: per(changed),
    firstAnswers: first.polls,
    mutationsAfterFirstAnswers: first.mutations,
    unattributed,
    unchangedPollWritesByEndpoint: Object.fromEntries(byEndpoint),
    // Odds answers that changed: cells a player sees that changed, and the elements written after them.
    oddsPollsChanged: cells.polls,
    changedCells: cells.changed,
    elementsWrittenAfterChangedCells: cells.elements,
    elementsPerChangedCell: cells.changed ? +(cells.elements / cells.changed).toFixed(2) : 0,
  };
}

/**
 * One page at rest: opened logged in with the phone's throttling, given `settleMs` to finish
 * loading, then watched for `windowMs`. With `heapWindowMs`, the JS heap after forced GC at the
 * start and end of that (longer) window instead.
 */
export async function measureSteady(browser, { base, path, storageState, ready, schedule, windowMs, settleMs = 6000 }) {
  const context = await browser.newContext({ ...PHONE, storageState });
  await context.addInitScript({
    content: `(${pollRecorder})();(${mutationRecorder})(${JSON.stringify(POLL_AREAS)});`,
  });
  const page = await context.newPage();
  // The page's polls run in a worker (the tab's shared worker, or a dedicated one where there is
  // none): the same recorder goes into each worker of this page's window as it starts.
  const workers = [];
  page.on('worker', (worker) => {
    workers.push(() => worker.evaluate(() => globalThis.__benchPolls?.polls ?? []));
    worker.evaluate(pollRecorder).catch(() => undefined);
  });
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  const stopWatching = sharedWorkers(browser).onStart(async (worker) => {
    if (worker.browserContextId !== targetInfo.browserContextId) return;
    const evaluate = (expression) =>
      worker.send('Runtime.evaluate', { expression, returnByValue: true }).then((r) => r.result.value);
    workers.push(() => evaluate('globalThis.__benchPolls?.polls ?? []'));
    // Not awaited: the worker runs the recorder once it is let go.
    evaluate(`(${pollRecorder})()`).catch(() => undefined);
  });
  const other = [];
  try {
    await throttle(cdp);
    cdp.on('Network.requestWillBeSent', (e) =>
      other.push({ t: Date.now(), type: e.type, method: e.request.method, url: e.request.url }),
    );
    await cdp.send('Performance.enable');
    await page.goto(`${base}${path}`, { timeout: 60_000 });
    await page.locator(ready).first().waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForTimeout(settleMs);
    const metric = async () =>
      Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    const startWall = Date.now();
    const startPage = await page.evaluate(() => performance.timeOrigin + performance.now());
    const before = await metric();
    await page.waitForTimeout(windowMs);
    const after = await metric();
    const endPage = await page.evaluate(() => performance.timeOrigin + performance.now());
    const elapsedMs = Date.now() - startWall;
    const data = await page.evaluate(() => ({
      polls: globalThis.__benchPolls.polls,
      mutations: window.__benchSteady.mutations,
    }));
    for (const pollsOf of workers) data.polls.push(...((await pollsOf().catch(() => [])) ?? []));
    const inWindow = (x) => x.t >= startPage && x.t <= endPage;
    const polls = data.polls.filter((p) => p.started >= startPage && p.started <= endPage);
    const answered = data.polls.filter(inWindow);
    const mutations = data.mutations.filter(inWindow);
    // Requests that are not the page's fetch/XHR (frames, preflights, images), for the record only.
    const nonPoll = new Map();
    for (const r of other.filter(
      (o) => o.t >= startWall && o.t <= startWall + elapsedMs && o.type !== 'XHR' && o.type !== 'Fetch',
    )) {
      const key = `${r.type ?? '?'} ${endpointKey(r.method, r.url)}`;
      nonPoll.set(key, (nonPoll.get(key) ?? 0) + 1);
    }
    return {
      path,
      windowMs: elapsedMs,
      mainThreadBusyPct: +((100 * (after.TaskDuration - before.TaskDuration) * 1000) / elapsedMs).toFixed(2),
      scriptPct: +((100 * (after.ScriptDuration - before.ScriptDuration) * 1000) / elapsedMs).toFixed(2),
      layoutsPerMinute: Math.round(((after.LayoutCount - before.LayoutCount) * 60_000) / elapsedMs),
      styleRecalcsPerMinute: Math.round(((after.RecalcStyleCount - before.RecalcStyleCount) * 60_000) / elapsedMs),
      domMutations: mutations.reduce((n, m) => n + m.n, 0),
      roundsSeen: new Set(
        answered.filter((p) => p.marketId && p.url.includes('/casino/v1/odds')).map((p) => p.marketId),
      ).size,
      writes: attributeMutations(answered, mutations),
      schedule: checkSchedule(schedule, polls, elapsedMs),
      otherRequestsPerMinute: Object.fromEntries(
        [...nonPoll].map(([k, n]) => [k, +((n * 60_000) / elapsedMs).toFixed(1)]),
      ),
    };
  } finally {
    stopWatching();
    await context.close();
  }
}

/** JS heap used after forced garbage collection, at the start and the end of `windowMs` at rest. */
export async function measureHeap(browser, { base, path, storageState, ready, windowMs, settleMs = 10_000 }) {
  const context = await browser.newContext({ ...PHONE, storageState });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  try {
    await throttle(cdp);
    await page.goto(`${base}${path}`, { timeout: 60_000 });
    await page.locator(ready).first().waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForTimeout(settleMs);
    await cdp.send('HeapProfiler.enable');
    const used = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    const start = await used();
    await page.waitForTimeout(windowMs);
    const end = await used();
    return {
      path,
      windowMs,
      startMb: +(start / 2 ** 20).toFixed(2),
      endMb: +(end / 2 ** 20).toFixed(2),
      growthMb: +((end - start) / 2 ** 20).toFixed(2),
    };
  } finally {
    await context.close();
  }
}

/** The middle value (the mean of the two middle ones for an even count), to two decimals. */
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length / 2;
  return +(s.length % 2 ? s[Math.floor(mid)] : (s[mid - 1] + s[mid]) / 2).toFixed(2);
}

/**
 * Several windows of one page at rest (measureSteady each, a fresh page every time) as one row of
 * figures: the main thread's shares by their median and range (the standard's "medians of several
 * runs": one window moves by a few tenths of a point from one to the next on this machine), the DOM
 * writes pooled over every window (each poll and each write counted once, the ratios recomputed),
 * and the schedule of the window with the most polls off it (every window must keep the schedule).
 */
export function combineWindows(windows) {
  if (!windows.length) throw new Error('combineWindows: no window measured');
  const sum = (f) => windows.reduce((n, w) => n + f(w), 0);
  const ratio = (a, b) => (b ? +(a / b).toFixed(2) : 0);
  const busy = windows.map((w) => w.mainThreadBusyPct);
  const pooled = {
    unchangedPolls: sum((w) => w.writes.unchangedPolls),
    mutationsAfterUnchanged: sum((w) => w.writes.mutationsAfterUnchanged),
    changedPolls: sum((w) => w.writes.changedPolls),
    mutationsAfterChanged: sum((w) => w.writes.mutationsAfterChanged),
    firstAnswers: sum((w) => w.writes.firstAnswers),
    mutationsAfterFirstAnswers: sum((w) => w.writes.mutationsAfterFirstAnswers),
    unattributed: sum((w) => w.writes.unattributed),
    oddsPollsChanged: sum((w) => w.writes.oddsPollsChanged),
    changedCells: sum((w) => w.writes.changedCells),
    elementsWrittenAfterChangedCells: sum((w) => w.writes.elementsWrittenAfterChangedCells),
  };
  const byEndpoint = {};
  for (const w of windows)
    for (const [k, n] of Object.entries(w.writes.unchangedPollWritesByEndpoint))
      byEndpoint[k] = (byEndpoint[k] ?? 0) + n;
  const off = (w) => pollsOffSchedule(w.schedule);
  const worst = windows.reduce((a, w, i) => (off(w) > off(windows[a]) ? i : a), 0);
  const elapsed = sum((w) => w.windowMs);
  const other = {};
  for (const w of windows)
    for (const [k, perMinute] of Object.entries(w.otherRequestsPerMinute))
      other[k] = (other[k] ?? 0) + (perMinute * w.windowMs) / elapsed;
  return {
    path: windows[0].path,
    windows,
    windowMs: elapsed,
    mainThreadBusyPct: median(busy),
    mainThreadBusyPctRange: [Math.min(...busy), Math.max(...busy)],
    scriptPct: median(windows.map((w) => w.scriptPct)),
    styleRecalcsPerMinute: Math.round(median(windows.map((w) => w.styleRecalcsPerMinute))),
    layoutsPerMinute: Math.round(median(windows.map((w) => w.layoutsPerMinute))),
    domMutations: sum((w) => w.domMutations),
    roundsSeen: Math.min(...windows.map((w) => w.roundsSeen)),
    writes: {
      ...pooled,
      perUnchangedPoll: ratio(pooled.mutationsAfterUnchanged, pooled.unchangedPolls),
      perChangedPoll: ratio(pooled.mutationsAfterChanged, pooled.changedPolls),
      unchangedPollWritesByEndpoint: byEndpoint,
      elementsPerChangedCell: ratio(pooled.elementsWrittenAfterChangedCells, pooled.changedCells),
    },
    schedule: windows[worst].schedule,
    scheduleWindow: worst + 1,
    otherRequestsPerMinute: Object.fromEntries(Object.entries(other).map(([k, n]) => [k, +n.toFixed(1)])),
  };
}
