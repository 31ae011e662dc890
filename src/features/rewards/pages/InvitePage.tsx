import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { useSiteConfig } from '../../../config/siteConfig';
import { shareLink, type ShareOutcome } from '../../../lib/shareLink';
import { useSessionStore } from '../../../stores/sessionStore';
import { fetchInvitations, type Invitation } from '../api';
import { InvitationList } from '../components/InvitationList';
import { RemoteState } from '../components/RemoteState';
import { inviteLink } from '../inviteRules';
import { useRemote } from '../../../lib/useRemote';
import '../rewards.css';

const noInvitations = (): Promise<Invitation[]> => Promise.resolve([]);

/** /app/invite: the member's invite link (shared or copied) and the state of each invitation. */
export function InvitePage() {
  const { t } = useTranslation();
  const { points } = useSiteConfig();
  const userId = useSessionStore((state) => state.session?.user_id ?? null);
  const linkId = useId();
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const link = userId === null ? '' : inviteLink(location.origin, userId);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const load = useCallback((signal: AbortSignal) => (userId === null ? noInvitations() : fetchInvitations(userId, signal)), [userId]);
  const invitations = useRemote(load, `invitations:${userId}`);

  async function share() {
    setOutcome(await shareLink(link, t('rewards.invite.shareTitle')));
  }

  return (
    <div className="reward-page" data-testid="invite-page">
      <h1 className="reward-page__title">{t('rewards.invite.title')}</h1>
      <p>{t('rewards.invite.intro', { count: points.referralAnswersRequired, bonus: points.referralBonus })}</p>
      <div className="field">
        <label className="field__label" htmlFor={linkId}>{t('rewards.invite.link')}</label>
        <input id={linkId} className="field__input invite-link" type="url" readOnly value={link} onFocus={(event) => event.target.select()} data-testid="invite-link" />
      </div>
      <Button onClick={() => void share()} disabled={!link}>{canShare ? t('rewards.invite.share') : t('rewards.invite.copy')}</Button>
      <p role="status" className={outcome === 'failed' ? 'reward-error' : 'reward-page__status'} data-testid="invite-outcome">
        {outcome === 'copied' && t('rewards.invite.copied')}
        {outcome === 'shared' && t('rewards.invite.shared')}
        {outcome === 'failed' && t('rewards.invite.failed')}
      </p>
      <section>
        <h2>{t('rewards.invite.listTitle')}</h2>
        <RemoteState remote={invitations} loading={t('rewards.invite.loading')} failed={t('rewards.invite.loadFailed')}>
          {(list) => <InvitationList invitations={list} />}
        </RemoteState>
      </section>
    </div>
  );
}
