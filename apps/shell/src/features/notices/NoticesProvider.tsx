import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { accountSelectors, useAppSelector } from '@exchange/shared-auth';
import { notify } from '@exchange/shared-ui';
import { useLatestNotice } from '../profile';
import { noticeText, noticesSummary } from './noticeText';
import { noticesApi, type SettlementNotice } from './noticesApi';
import { createNoticesStore, emptyNotices, type NoticesState } from './noticesState';

export type NoticesValue = NoticesState & {
  /** Marks everything the bell shows read (the bell calls it when opened). */
  markAllRead: () => void;
};

export const NoticesContext = createContext<NoticesValue>({ ...emptyNotices, markAllRead: () => undefined });

export function useNotices(): NoticesValue {
  return useContext(NoticesContext);
}

/** One toast a notice; several settled together make one toast that points to the bell. */
function announce(fresh: SettlementNotice[]): void {
  if (fresh.length > 2) {
    notify.info(noticesSummary(fresh));
    return;
  }
  for (const notice of fresh) {
    if (notice.outcome === 'WON') notify.success(noticeText(notice));
    else notify.info(noticeText(notice));
  }
}

/**
 * Settlement notices for the signed-in player, with no poll of their own: the first answer of
 * `GET /notices` fills the bell, and after it the list is asked again (`since` the last answer)
 * only when the profile poll's answer names a newer notice. Each new notice is toasted.
 */
export function NoticesProvider({ children }: { children: ReactNode }) {
  const userId = useAppSelector((state) => accountSelectors.selectUserData(state)?.id);
  const [store] = useState(createNoticesStore);
  const state = useSyncExternalStore(store.subscribe, store.get);
  const { latest, polledAt } = useLatestNotice(userId);
  const [fetchNotices] = noticesApi.useLazyGetNoticesQuery();
  const [markRead] = noticesApi.useMarkNoticesReadMutation();
  const asking = useRef<number | undefined>(undefined);

  // Another player (or none) starts from an empty bell.
  useEffect(() => {
    store.reset();
    asking.current = undefined;
  }, [store, userId]);

  useEffect(() => {
    if (userId === undefined || asking.current === userId) return;
    const { cursor } = store.get();
    // An API that does not name the newest notice is asked at every profile poll instead.
    if (cursor !== undefined && latest !== undefined && latest === cursor) return;
    asking.current = userId;
    void fetchNotices(cursor === undefined ? {} : { since: cursor })
      .unwrap()
      .then((page) => {
        if (!page || asking.current !== userId) return;
        announce(store.receive(page));
      })
      .catch(() => undefined)
      .finally(() => {
        if (asking.current === userId) asking.current = undefined;
      });
  }, [userId, latest, polledAt, fetchNotices, store]);

  const markAllRead = useCallback(() => {
    const { notices, unread } = store.get();
    if (!notices[0] || unread === 0) return;
    void markRead(String(notices[0].id))
      .unwrap()
      .then((left) => store.read(left ?? 0))
      .catch(() => undefined);
  }, [markRead, store]);

  const value = useMemo(() => ({ ...state, markAllRead }), [state, markAllRead]);
  return <NoticesContext.Provider value={value}>{children}</NoticesContext.Provider>;
}
