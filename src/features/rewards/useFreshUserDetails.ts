import { useEffect } from 'react';
import { useUserStore } from '../../stores/userStore';

/** Loads the member's details (points, this month's tickets) again when a rewards screen opens, unless a load is already on its way. */
export function useFreshUserDetails(): void {
  useEffect(() => {
    void useUserStore.getState().load();
  }, []);
}
