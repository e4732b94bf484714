import { useMemo, useSyncExternalStore } from 'react';
import { getRoles, getStoredUser, isAuthenticated, subscribeSession, type SessionUser } from '../providers/session';

export interface SessionView {
  readonly authenticated: boolean;
  readonly roles: readonly string[];
  readonly user: SessionUser | null;
}

/** A string snapshot keeps useSyncExternalStore stable while roles come fresh from the cookie. */
const snapshot = () => JSON.stringify([isAuthenticated(), getRoles(), getStoredUser()]);

export function useSession(): SessionView {
  const raw = useSyncExternalStore(subscribeSession, snapshot, snapshot);
  return useMemo(() => {
    const [authenticated, roles, user] = JSON.parse(raw) as [boolean, string[], SessionUser | null];
    return { authenticated, roles, user };
  }, [raw]);
}
