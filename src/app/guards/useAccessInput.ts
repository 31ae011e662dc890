import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSiteConfig } from '../../config/siteConfig';
import { useSessionStore } from '../../stores/sessionStore';
import { isGuestEmail, type AccessInput } from '../../session/accessRules';
import { useOwnDetails } from '../../session/useOwnDetails';

/** What the access rules need, read from the location, the stores and the site configuration. */
export function useAccessInput(): AccessInput {
  const [path] = useLocation();
  const search = useSearch();
  const config = useSiteConfig();
  const session = useSessionStore((state) => state.session);
  const { details, profileComplete, current } = useOwnDetails();
  const guestByEmail = details !== null && isGuestEmail(details.user_email, config.guestEmailDomain);
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
    profileComplete,
    detailsCurrent: current,
    switches: {
      blockingProfile: config.blockingProfile,
      proposeQuestionEnabled: config.proposeQuestionEnabled,
      aboutYouEnabled: config.aboutYouEnabled,
      restrictAccess: config.restrictAccess,
      vkAppEnabled: config.vkAppEnabled,
    },
  };
}
