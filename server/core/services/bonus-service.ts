import type { SiteConfig } from '@contract/schemas/site-config';
import { isProfileComplete } from '@contract/rules/validation';
import type { Db } from '../../db/client';
import type { PointsRepository } from '../repositories/points-repository';
import type { ReferralsRepository } from '../repositories/referrals-repository';
import type { UserRow, UsersRepository } from '../repositories/users-repository';
import { birthdayYear, inBirthdayWeek, referralDue } from './bonus-rules';
import { createGivenBirthdays } from './given-birthdays';
import { shortMemberName } from './member-name-rules';
import type { Clock } from '../../lib/clock';

export interface Invitation {
  name: string;
  registeredAt: string;
  state: 'registered' | 'active' | 'rewarded';
  answers: number;
  answersRequired: number;
  bonus: number;
}

/**
 * Bonuses, each credited through the ledger with its log entry and an idempotency key that makes it
 * happen once: profile completion (once ever), birthday (once a year, on the first visit in the
 * birthday week), referral (to the recommender, once the invited member qualifies).
 */
export function createBonusService(deps: { clock: Clock; db: Db; siteConfig: SiteConfig; points: PointsRepository; users: UsersRepository; referrals: ReferralsRepository }) {
  const { db, siteConfig, points, users, referrals } = deps;
  const rules = siteConfig.points;
  const birthdays = createGivenBirthdays();

  async function credit(userId: number, amount: number, key: string, action: string, details: string, params: Record<string, unknown>, tx: Db): Promise<boolean> {
    if (amount <= 0) return false;
    const balance = await points.creditOnce(
      { userId, delta: amount, reason: action, reference: key, idempotencyKey: key },
      { actionType: action, actionDetails: details, actionParams: { points: amount, ...params } },
      tx,
    );
    return balance !== undefined;
  }

  const profileFields = (row: UserRow) => ({
    user_lastname: row.lastname, user_surname: row.surname, user_birthdate: row.birthdate, user_sex: row.sex, city: row.cityId ? [row.cityId] : [],
  });

  return {
    /** After a profile update, in its transaction: the completion bonus the first time the profile is complete. */
    async afterProfileUpdate(userId: number, tx: Db): Promise<void> {
      const row = await users.byId(userId, tx);
      if (!row || row.isGuest || !isProfileComplete(profileFields(row))) return;
      await credit(userId, rules.profileCompletionBonus, `bonus:profile:${userId}`, 'bonus_profile', 'Profile completed', {}, tx);
    },

    /**
     * On a member's visit, from the facts the visit has already read: the birthday bonus, once per
     * birthday. True when it was credited now (the balance the visit read is then out of date).
     */
    async onVisit(userId: number, member: { isGuest: boolean; status: string; birthdate: string | null }, today = new Date(deps.clock.now())): Promise<boolean> {
      if (member.isGuest || member.status !== 'active' || !member.birthdate || !inBirthdayWeek(member.birthdate, today)) return false;
      const year = birthdayYear(member.birthdate, today);
      // Every visit of the week asks, and once the bonus is given it stays given: asked here once.
      if (birthdays.given(userId, year)) return false;
      const credited = await credit(userId, rules.birthdayBonus, `bonus:birthday:${userId}:${year}`, 'bonus_birthday', 'Happy birthday!', { year }, db);
      birthdays.keep(userId, year);
      return credited;
    },

    /** After a poll answer, in its transaction: the recommender's bonus once the invited member qualifies. */
    async afterAnswer(userId: number, tx: Db): Promise<void> {
      const row = await users.byId(userId, tx);
      const recommender = row?.recommendedBy;
      if (!row || row.isGuest || !recommender || recommender === userId) return;
      if (!referralDue({ status: row.status, answers: await referrals.pollAnswerCount(userId, tx) }, rules.referralAnswersRequired)) return;
      const invitedName = shortMemberName(row.surname, row.lastname);
      const details = invitedName ? `Invited ${invitedName} joined` : 'An invited friend joined';
      await credit(recommender, rules.referralBonus, `bonus:referral:${userId}`, 'bonus_referral', details, { invitedId: userId }, tx);
    },

    /** The member's invitations: who registered through their link, and how far each is from the bonus. */
    async invitations(userId: number): Promise<Invitation[]> {
      return (await referrals.invitedBy(userId)).filter((row) => row.status !== 'deleted').map((row) => ({
        name: shortMemberName(row.surname, row.lastname),
        registeredAt: row.registeredAt.toISOString(),
        state: row.rewarded > 0 ? 'rewarded' : row.status === 'active' ? 'active' : 'registered',
        answers: Math.min(row.answers, rules.referralAnswersRequired),
        answersRequired: rules.referralAnswersRequired,
        bonus: rules.referralBonus,
      }));
    },
  };
}
export type BonusService = ReturnType<typeof createBonusService>;
