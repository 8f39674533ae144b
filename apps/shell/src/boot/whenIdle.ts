/** Runs `task` once the browser is idle (or after `timeoutMs`), never during the first paint. */
export function whenIdle(task: () => void, timeoutMs = 1500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
}

/**
 * Runs `task` when the browser is idle once `settleMs` have passed (or `timeoutMs` after that):
 * work for later pages that must not compete with what the player is opening now. Returns a cancel.
 */
export function whenSettled(task: () => void, settleMs: number, timeoutMs = 3000): () => void {
  let cancelIdle = () => {};
  const timer = window.setTimeout(() => {
    cancelIdle = whenIdle(task, timeoutMs);
  }, settleMs);
  return () => {
    window.clearTimeout(timer);
    cancelIdle();
  };
}
