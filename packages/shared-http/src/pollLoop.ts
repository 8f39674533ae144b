/**
 * The timing half of a quiet poll (issue 12): one loop per read, repeating it from start to start
 * and telling its owner only what is new. It runs in the poll worker (pollWorker.ts), so that a
 * repeat whose answer is the one before costs the page's main thread nothing; where no worker can
 * be started (unit tests, a browser that refuses it) the same loops run on the main thread.
 *
 * It knows nothing of the store: the owner (shared-auth's quietPoll.ts) holds a loop while the
 * endpoint's own read is on its way, and moves it to a new epoch whenever the cache entry was
 * written by anyone else. An answer is news when its text differs from the last one told in the
 * same epoch, or when it failed; each piece of news names the epoch its request left in, so that
 * the owner can drop an answer that left before the entry was last written.
 */

/** A 2xx answer's body as text, or that there was none (any other status, no answer, a time-out). */
export type QuietAnswer = { ok: true; text: string } | { ok: false };

export type PollCommand<R> =
  | { type: 'start'; key: string; request: R; everyMs: number; held: boolean; epoch: number }
  | { type: 'sync'; key: string; held: boolean; epoch: number }
  | { type: 'stop'; key: string };

export type PollNews = { key: string; epoch: number } & ({ ok: true; text: string } | { ok: false });

type Loop<R> = {
  request: R;
  everyMs: number;
  held: boolean;
  epoch: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  running: boolean;
  lastStart: number;
  /** The text last told in this epoch. */
  lastText: string | undefined;
};

/** Loops that send with `send` and tell their news to `tell`; returns the function that takes commands. */
export function createPollLoops<R>(
  send: (request: R) => Promise<QuietAnswer>,
  tell: (news: PollNews) => void,
): (command: PollCommand<R>) => void {
  const loops = new Map<string, Loop<R>>();

  const schedule = (key: string, loop: Loop<R>, delayMs: number) => {
    clearTimeout(loop.timer);
    loop.timer = undefined;
    if (loop.held || loop.running) return;
    loop.timer = setTimeout(() => void tick(key, loop), Math.max(0, delayMs));
  };

  const tick = async (key: string, loop: Loop<R>) => {
    loop.timer = undefined;
    if (loop.held || loop.running || loops.get(key) !== loop) return;
    loop.running = true;
    loop.lastStart = Date.now();
    const epoch = loop.epoch;
    let answer: QuietAnswer;
    try {
      answer = await send(loop.request);
    } catch {
      answer = { ok: false };
    }
    loop.running = false;
    if (loops.get(key) !== loop) return;
    if (epoch === loop.epoch) {
      if (!answer.ok) {
        loop.lastText = undefined;
        tell({ key, epoch, ok: false });
      } else if (answer.text !== loop.lastText) {
        loop.lastText = answer.text;
        tell({ key, epoch, ok: true, text: answer.text });
      }
    }
    // From start to start, so that a 0.8 s poll makes 75 reads a minute however long each takes.
    schedule(key, loop, loop.everyMs - (Date.now() - loop.lastStart));
  };

  const sync = (key: string, loop: Loop<R>, held: boolean, epoch: number) => {
    const released = loop.held && !held;
    if (epoch !== loop.epoch) {
      loop.epoch = epoch;
      loop.lastText = undefined;
    }
    loop.held = held;
    if (held) schedule(key, loop, 0);
    // The endpoint's own read has just brought the entry: the next repeat is a whole interval away.
    else if (released) schedule(key, loop, loop.everyMs);
  };

  return (command) => {
    const existing = loops.get(command.key);
    if (command.type === 'stop') {
      if (existing) clearTimeout(existing.timer);
      loops.delete(command.key);
      return;
    }
    if (command.type === 'sync') {
      if (existing) sync(command.key, existing, command.held, command.epoch);
      return;
    }
    if (!existing) {
      const loop: Loop<R> = {
        request: command.request,
        everyMs: command.everyMs,
        held: command.held,
        epoch: command.epoch,
        timer: undefined,
        running: false,
        lastStart: Date.now(),
        lastText: undefined,
      };
      loops.set(command.key, loop);
      schedule(command.key, loop, loop.everyMs);
      return;
    }
    // The same read again: a new interval (a subscriber came or left) or new session headers.
    existing.request = command.request;
    existing.everyMs = command.everyMs;
    sync(command.key, existing, command.held, command.epoch);
    if (!existing.held && !existing.running) {
      schedule(command.key, existing, existing.lastStart + existing.everyMs - Date.now());
    }
  };
}
