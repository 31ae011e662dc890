import { useSessionStore } from '../stores/sessionStore';
import type { Viewer } from './layoutRules';
import { useOwnDetails } from './useOwnDetails';

/** The signed-in member (guests count as visitors), their level and whether their profile is complete (null until known). */
export function useViewer(): Viewer {
  const session = useSessionStore((state) => state.session);
  const { profileComplete } = useOwnDetails();
  const member = session !== null && !session.isGuest;
  return { member, level: member ? session.level : 0, profileComplete: member ? profileComplete : null };
}
