import { useEffect } from 'react';
import { playedFor } from '@exchange/betting';
import { accountSelectors, useAppSelector } from '@exchange/shared-auth';
import { useLogout } from '../session';
import { limitsApi } from './limitsApi';
import { island } from '@exchange/shared-ui';
import { useRealityCheckDue } from './useRealityCheckDue';

/** The reality check's popup, loaded when it is first due (issue 12). */
const RealityCheckModal = island(() => import('./RealityCheckModal').then((m) => m.RealityCheckModal));

/** Mounted once per session (app/SessionRoot.tsx): shows the reality check when the player's interval is due. */
export function RealityCheck() {
  const loggedIn = useAppSelector(accountSelectors.selectUserData) !== null;
  const { data, refetch } = limitsApi.useGetLimitsQuery(undefined, { skip: !loggedIn });
  const startedAt = data ? Date.parse(data.session.startedAt) : null;
  const { dueAt, seen } = useRealityCheckDue(loggedIn ? (data?.realityCheckMinutes ?? 0) : 0, startedAt);
  const logout = useLogout();

  // The net result is read when the check shows, so it includes what settled since the last answer.
  useEffect(() => {
    if (dueAt !== null) void refetch();
  }, [dueAt, refetch]);

  if (dueAt === null || startedAt === null || !data) return null;
  return (
    <RealityCheckModal
      played={playedFor(dueAt - startedAt)}
      netResult={data.session.netResult}
      onContinue={seen}
      onLogout={() => {
        seen();
        logout();
      }}
    />
  );
}
