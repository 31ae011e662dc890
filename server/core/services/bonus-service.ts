import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { SiteConfig } from '@contract/schemas/site-config';
import { isProfileComplete } from '@contract/rules/validation';
import type { Db } from '../../db/client';
import { answers, pointsLedger, questions, users as usersTable } from '../../db/schema/index';
import type { PointsRepository } from '../repositories/points-repository';
import type { UserLogRepository } from '../repositories/user-log-repository';
import type { UserRow, UsersRepository } from '../repositories/users-repository';
import { birthdayYear, inBirthdayWeek, referralDue } from './bonus-rules';

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
export function createBonusService(deps: { db: Db; siteConfig: SiteConfig; points: PointsRepository; userLog: UserLogRepository; users: UsersRepository }) {
  const { db, siteConfig, points, userLog, users } = deps;
  const rules = siteConfig.points;

  async function credit(userId: number, amount: number, key: string, action: string, details: string, params: Record<string, unknown>, tx: Db): Promise<boolean> {
    if (amount <= 0) return false;
    const outcome = await points.apply({ userId, delta: amount, reason: action, reference: key, idempotencyKey: key }, tx);
    if (!outcome.applied) return false;
    await userLog.write(userId, action, details, { points: amount, ...params }, tx);
    return true;
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
    async onVisit(userId: number, member: { isGuest: boolean; status: string; birthdate: string | null }, today = new Date()): Promise<boolean> {
      if (member.isGuest || member.status !== 'active' || !member.birthdate || !inBirthdayWeek(member.birthdate, today)) return false;
      const year = birthdayYear(member.birthdate, today);
      return db.transaction((tx) => credit(userId, rules.birthdayBonus, `bonus:birthday:${userId}:${year}`, 'bonus_birthday', 'Happy birthday!', { year }, tx));
    },

    /** After a poll answer, in its transaction: the recommender's bonus once the invited member qualifies. */
    async afterAnswer(userId: number, tx: Db): Promise<void> {
      const row = await users.byId(userId, tx);
      const recommender = row?.recommendedBy;
      if (!row || row.isGuest || !recommender || recommender === userId) return;
      const [answered] = await tx.select({ n: count() }).from(answers).innerJoin(questions, eq(questions.id, answers.questionId))
        .where(and(eq(answers.userId, userId), isNull(questions.questId)));
      if (!referralDue({ status: row.status, answers: Number(answered?.n ?? 0) }, rules.referralAnswersRequired)) return;
      const invitedName = `${row.surname} ${row.lastname.slice(0, 1)}.`.trim();
      await credit(recommender, rules.referralBonus, `bonus:referral:${userId}`, 'bonus_referral', `Invited ${invitedName} joined`, { invitedId: userId }, tx);
    },

    /** The member's invitations: who registered through their link, and how far each is from the bonus. */
    async invitations(userId: number): Promise<Invitation[]> {
      const pollAnswers = db.select({ n: count() }).from(answers).innerJoin(questions, eq(questions.id, answers.questionId))
        .where(and(eq(answers.userId, usersTable.id), isNull(questions.questId)));
      const rewarded = db.select({ n: count() }).from(pointsLedger).where(eq(pointsLedger.idempotencyKey, sql`'bonus:referral:' || ${usersTable.id}`));
      const rows = await db
        .select({ id: usersTable.id, surname: usersTable.surname, lastname: usersTable.lastname, status: usersTable.status, registeredAt: usersTable.createdAt, answers: sql<number>`(${pollAnswers})::int`, rewarded: sql<number>`(${rewarded})::int` })
        .from(usersTable)
        .where(and(eq(usersTable.recommendedBy, userId), eq(usersTable.isGuest, false)))
        .orderBy(asc(usersTable.createdAt), asc(usersTable.id));
      return rows.filter((row) => row.status !== 'deleted').map((row) => ({
        name: `${row.surname} ${row.lastname.slice(0, 1)}.`.trim(),
        registeredAt: row.registeredAt.toISOString(),
        state: Number(row.rewarded) > 0 ? 'rewarded' : row.status === 'active' ? 'active' : 'registered',
        answers: Math.min(Number(row.answers), rules.referralAnswersRequired),
        answersRequired: rules.referralAnswersRequired,
        bonus: rules.referralBonus,
      }));
    },
  };
}
export type BonusService = ReturnType<typeof createBonusService>;
