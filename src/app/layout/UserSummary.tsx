import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../config/siteConfig';
import { useCompactNumber } from '../../lib/useCompactNumber';
import { useUserStore } from '../../stores/userStore';
import { MemberPicture } from '../../features/profile/MemberPicture';
import { displayName } from '../../session/layoutRules';

/** The member's photo, else the avatar by sex; upper-cased first and last name, points, and tickets when enabled. */
export function UserSummary() {
  const { t } = useTranslation();
  const compact = useCompactNumber();
  const { ticketsEnabled } = useSiteConfig();
  const details = useUserStore((state) => state.details);
  const load = useUserStore((state) => state.load);
  // A member whose first page is outside /app (a link, the activation link) has none loaded yet.
  useEffect(() => {
    if (!details) void load();
  }, [details, load]);
  if (!details) return null;
  return (
    <div className="user-summary" data-testid="user-summary">
      <MemberPicture details={details} />
      <p className="user-summary__name" data-testid="user-name">{displayName(details.user_surname, details.user_lastname)}</p>
      <dl className="user-summary__figures">
        <div>
          <dt>{t('layout.sidebar.points')}</dt>
          <dd data-testid="user-points" title={String(details.user_points)}>{compact(details.user_points)}</dd>
        </div>
        {ticketsEnabled && (
          <div>
            <dt>{t('layout.sidebar.tickets')}</dt>
            <dd data-testid="user-tickets" title={String(details.tickets)}>{compact(details.tickets)}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
