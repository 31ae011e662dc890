import { useEffect } from 'react';
import { useSessionStore } from '../../stores/sessionStore';
import { useUserStore } from '../../stores/userStore';

/**
 * Loads the signed-in member's details on a member screen. It also proves the stored session: one the
 * server refuses is dropped (the session store), and the screen's guard then sends the member to /login.
 * A load that failed for a busy server or no network is retried by the store, and again when the
 * connection returns.
 */
export function useMemberDetails(): void {
  const load = useUserStore((state) => state.load);
  const memberId = useSessionStore((state) => (state.session && !state.session.isGuest ? state.session.user_id : null));

  useEffect(() => {
    if (memberId === null) return;
    void load();
    const reloadIfFailed = () => {
      if (useUserStore.getState().loadFailed) void useUserStore.getState().retry();
    };
    window.addEventListener('online', reloadIfFailed);
    return () => window.removeEventListener('online', reloadIfFailed);
  }, [memberId, load]);
}
