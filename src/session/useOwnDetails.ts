import type { UserDetails } from '@contract/schemas/entities';
import { isProfileComplete } from '../lib/profileCompleteness';
import { useSessionStore } from '../stores/sessionStore';
import { useUserStore } from '../stores/userStore';

export interface OwnDetails {
  /** The signed-in user's details; null until loaded, and while a replaced session's linger. */
  details: UserDetails | null;
  /** Whether their profile is complete; null until their details are known. */
  profileComplete: boolean | null;
  /** Whether the details were loaded in this visit, or their load failed (nothing newer is coming). */
  current: boolean;
}

/** The signed-in user's own details, as the access rules, the navigation and the survey runner read them. */
export function useOwnDetails(): OwnDetails {
  const userId = useSessionStore((state) => state.session?.user_id ?? null);
  const stored = useUserStore((state) => state.details);
  const current = useUserStore((state) => state.fresh || state.loadFailed);
  // Details of another user (a session since replaced) say nothing about this one.
  const details = stored !== null && stored.user_id === userId ? stored : null;
  return { details, profileComplete: details === null ? null : isProfileComplete(details), current };
}
