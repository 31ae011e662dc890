import { useEffect } from 'react';
import { useSessionStore } from '../../stores/sessionStore';
import { useUserStore } from '../../stores/userStore';

/**
 * Loads the signed-in member's details on a member screen. It also proves the stored session: one the
 * server refuses is dropped (the session store), and the screen's guard then sends the member to /login.
 */
export function useMemberDetails(): void {
  const refresh = useUserStore((state) => state.refresh);
  const memberId = useSessionStore((state) => (state.session && !state.session.isGuest ? state.session.user_id : null));

  useEffect(() => {
    if (memberId !== null) void refresh();
  }, [memberId, refresh]);
}
