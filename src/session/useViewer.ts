import { isProfileComplete } from '../lib/profileCompleteness';
import { useSessionStore } from '../stores/sessionStore';
import { useUserStore } from '../stores/userStore';
import type { Viewer } from './layoutRules';

/** The signed-in member (guests count as visitors), their level and whether their profile is complete (null until known). */
export function useViewer(): Viewer {
  const session = useSessionStore((state) => state.session);
  const details = useUserStore((state) => state.details);
  const member = session !== null && !session.isGuest;
  // Details of another user (a session since replaced) say nothing about this one's profile.
  const profileComplete = member && details !== null && details.user_id === session.user_id ? isProfileComplete(details) : null;
  return { member, level: member ? session.level : 0, profileComplete };
}
