import { isProfileComplete } from '../lib/profileCompleteness';
import { useSessionStore } from '../stores/sessionStore';
import { useUserStore } from '../stores/userStore';
import type { Viewer } from './layoutRules';

/** The signed-in member (guests count as visitors), their level and whether their profile is complete. */
export function useViewer(): Viewer {
  const session = useSessionStore((state) => state.session);
  const details = useUserStore((state) => state.details);
  const member = session !== null && !session.isGuest;
  return { member, level: member ? session.level : 0, profileComplete: details ? isProfileComplete(details) : true };
}
