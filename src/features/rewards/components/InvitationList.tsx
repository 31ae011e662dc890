import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/useFormatDate';
import type { Invitation } from '../api';
import { invitationProgress } from '../inviteRules';
import { TableScroll } from '../../../components/TableScroll';

/** Who registered through the member's link and where each stands with the referral bonus. */
export function InvitationList({ invitations }: { invitations: readonly Invitation[] }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  if (invitations.length === 0) return <p className="empty-note" data-testid="invitations-empty">{t('rewards.invite.none')}</p>;
  return (
    <TableScroll label={t('rewards.invite.listTitle')}>
      <table className="data-table" data-testid="invitations">
        <caption className="visually-hidden">{t('rewards.invite.listTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rewards.invite.columns.name')}</th>
            <th scope="col">{t('rewards.invite.columns.registered')}</th>
            <th scope="col">{t('rewards.invite.columns.state')}</th>
          </tr>
        </thead>
        <tbody>
          {invitations.map((invitation, index) => {
            const progress = invitationProgress(invitation);
            return (
              <tr key={`${invitation.registeredAt}:${index}`} data-state={invitation.state}>
                <td className="data-table__text">{invitation.name || t('rewards.unnamedMember')}</td>
                <td data-label={t('rewards.invite.columns.registered')}>{formatDate(invitation.registeredAt)}</td>
                <td>{t(progress.key, progress.values)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
