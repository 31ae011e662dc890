import type { Invitation } from './api';

/**
 * The member's invite link: registration with their id as `recommendedBy`, which the app keeps in
 * the recommended-by cookie (10 years) and sends as `user_recommended_by` on registration.
 */
export function inviteLink(origin: string, userId: number): string {
  const url = new URL('/register', origin);
  url.searchParams.set('recommendedBy', String(userId));
  return url.toString();
}

/** How far an invited member is from the referral bonus, as an i18n key and its values. */
export function invitationProgress(invitation: Invitation): { key: string; values: Record<string, number> } {
  switch (invitation.state) {
    case 'rewarded':
      return { key: 'rewards.invite.state.rewarded', values: { bonus: invitation.bonus } };
    case 'active':
      return {
        key: 'rewards.invite.state.active',
        values: { answers: invitation.answers, count: invitation.answersRequired, left: Math.max(0, invitation.answersRequired - invitation.answers) },
      };
    default:
      return { key: 'rewards.invite.state.registered', values: {} };
  }
}
