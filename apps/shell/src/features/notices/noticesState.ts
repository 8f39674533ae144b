import type { NoticesPage, SettlementNotice } from './noticesApi';

/** The bell keeps the newest notices it has seen, newest first. */
export const KEPT_NOTICES = 30;

export type NoticesState = {
  notices: SettlementNotice[];
  unread: number;
  /** The `since` of the next poll; undefined until the first answer. */
  cursor: string | undefined;
};

export const emptyNotices: NoticesState = { notices: [], unread: 0, cursor: undefined };

/**
 * Adds a poll's answer. Returns the notices that are new since the first answer (those a toast
 * announces, oldest first); the first answer of a session is the bell's backlog and toasts nothing.
 */
export function mergeNotices(
  state: NoticesState,
  page: NoticesPage,
): { state: NoticesState; fresh: SettlementNotice[] } {
  const newest = state.notices[0]?.id ?? 0;
  const known = new Set(state.notices.map((n) => n.id));
  const added = page.notices.filter((n) => !known.has(n.id));
  const fresh = state.cursor === undefined ? [] : added.filter((n) => n.id > newest).sort((a, b) => a.id - b.id);
  const notices = [...added, ...state.notices].sort((a, b) => b.id - a.id).slice(0, KEPT_NOTICES);
  return { state: { notices, unread: page.unread, cursor: page.cursor }, fresh };
}

/** What the bell shows once opened and marked read up to its newest notice. */
export function markedRead(state: NoticesState, unread: number): NoticesState {
  return { ...state, unread, notices: state.notices.map((n) => (n.read ? n : { ...n, read: true })) };
}

/** The provider's notices, kept outside React so that a poll's answer is one update and one set of toasts. */
export function createNoticesStore() {
  let state = emptyNotices;
  const listeners = new Set<() => void>();
  const set = (next: NoticesState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Adds a poll's answer; returns the notices to toast. */
    receive(page: NoticesPage): SettlementNotice[] {
      const { state: next, fresh } = mergeNotices(state, page);
      set(next);
      return fresh;
    },
    read: (unread: number) => set(markedRead(state, unread)),
    reset: () => set(emptyNotices),
  };
}
