import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSiteConfig } from '../../config/siteConfig';
import { isProfileComplete } from '../../lib/profileCompleteness';
import { useSessionStore } from '../../stores/sessionStore';
import { useUserStore } from '../../stores/userStore';
import { isGuestEmail, type AccessInput } from '../../session/accessRules';

/** What the access rules need, read from the location, the stores and the site configuration. */
export function useAccessInput(): AccessInput {
  const [path] = useLocation();
  const search = useSearch();
  const config = useSiteConfig();
  const session = useSessionStore((state) => state.session);
  const details = useUserStore((state) => state.details);
  const fresh = useUserStore((state) => state.fresh);
  const loadFailed = useUserStore((state) => state.loadFailed);
  const loaded = details !== null && session !== null && details.user_id === session.user_id;
  const guestByEmail = loaded && isGuestEmail(details.user_email, config.guestEmailDomain);
  // A guest's session whose cookie did not say so (the spec's cookie has no such field): marked from
  // its e-mail, so the whole app (layout, cards, cookie) treats it as a guest's.
  useEffect(() => {
    if (guestByEmail) useSessionStore.getState().markGuest();
  }, [guestByEmail]);
  return {
    path,
    search,
    hasSessionCookie: session !== null,
    isGuest: (session?.isGuest ?? false) || guestByEmail,
    profileComplete: loaded ? isProfileComplete(details) : null,
    detailsCurrent: fresh || loadFailed,
    switches: {
      blockingProfile: config.blockingProfile,
      proposeQuestionEnabled: config.proposeQuestionEnabled,
      aboutYouEnabled: config.aboutYouEnabled,
      restrictAccess: config.restrictAccess,
      vkAppEnabled: config.vkAppEnabled,
    },
  };
}
