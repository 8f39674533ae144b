import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { accountSelectors, useAppSelector } from '@exchange/shared-auth';
import { notify } from '@exchange/shared-ui';
import { PROFILE_POLL_MS } from '../profile';
import { noticeText } from './noticeText';
import { noticesApi } from './noticesApi';
import { createNoticesStore, emptyNotices, type NoticesState } from './noticesState';

export type NoticesValue = NoticesState & {
  /** Marks everything the bell shows read (the bell calls it when opened). */
  markAllRead: () => void;
};

export const NoticesContext = createContext<NoticesValue>({ ...emptyNotices, markAllRead: () => undefined });

export function useNotices(): NoticesValue {
  return useContext(NoticesContext);
}

/**
 * Settlement notices for the signed-in player: one `GET /notices?since=` at the profile poll's
 * interval (not a poll per screen), a toast for each notice that arrives, and the bell's list.
 */
export function NoticesProvider({ children }: { children: ReactNode }) {
  const userId = useAppSelector((state) => accountSelectors.selectUserData(state)?.id);
  const [store] = useState(createNoticesStore);
  const state = useSyncExternalStore(store.subscribe, store.get);
  const { data } = noticesApi.useGetNoticesQuery(state.cursor === undefined ? {} : { since: state.cursor }, {
    skip: userId === undefined,
    pollingInterval: PROFILE_POLL_MS,
    skipPollingIfUnfocused: false,
    selectFromResult: ({ data }) => ({ data }),
  });
  const [markRead] = noticesApi.useMarkNoticesReadMutation();

  // Another player (or none) starts from an empty bell.
  useEffect(() => store.reset(), [store, userId]);

  useEffect(() => {
    if (!data) return;
    for (const notice of store.receive(data)) {
      if (notice.outcome === 'WON') notify.success(noticeText(notice));
      else notify.info(noticeText(notice));
    }
  }, [data, store]);

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
