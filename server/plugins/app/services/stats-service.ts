import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { answers, users } from '../../../db/schema/index';
import { notFound } from '../../../lib/app-error';
import type { QuestionsRepository } from '../repositories/questions-repository';
import { ageGroup, percentOf } from './answer-rules';

interface Breakdown {
  group: string;
  total: number;
  counts: Record<string, number>;
}

function addTo(groups: Map<string, Breakdown>, group: string, values: number[], count: number): void {
  const entry = groups.get(group) ?? { group, total: 0, counts: {} };
  entry.total += count;
  for (const value of values) entry.counts[String(value)] = (entry.counts[String(value)] ?? 0) + count;
  groups.set(group, entry);
}

/**
 * Answer statistics of one question: counts and percentages per choice, optionally by age group
 * and by gender. Answers are grouped in SQL by (values, birthdate, sex), then folded here.
 */
export function createStatsService(db: Db, questions: QuestionsRepository) {
  return {
    async of(questionId: number, options: { withAgeGroup: boolean; withGender: boolean }, today = new Date()) {
      const card = await questions.card(questionId);
      if (!card) throw notFound('No such question.');
      const rows = await db
        .select({ values: answers.choiceValues, birthdate: users.birthdate, sex: users.sex, n: sql<number>`count(*)::int` })
        .from(answers)
        .innerJoin(users, eq(users.id, answers.userId))
        .where(eq(answers.questionId, questionId))
        .groupBy(answers.choiceValues, users.birthdate, users.sex);
      const perValue = new Map<number, number>();
      const byAge = new Map<string, Breakdown>();
      const byGender = new Map<string, Breakdown>();
      let total = 0;
      for (const row of rows) {
        const count = Number(row.n);
        total += count;
        for (const value of row.values) perValue.set(value, (perValue.get(value) ?? 0) + count);
        if (options.withAgeGroup) addTo(byAge, ageGroup(row.birthdate, today), row.values, count);
        if (options.withGender) addTo(byGender, row.sex ?? 'unknown', row.values, count);
      }
      return {
        questionId,
        total,
        choices: card.choices.map((choice) => {
          const count = perValue.get(choice.value) ?? 0;
          return { value: choice.value, label: choice.label, count, percent: percentOf(count, total) };
        }),
        ...(options.withAgeGroup ? { byAgeGroup: [...byAge.values()] } : {}),
        ...(options.withGender ? { byGender: [...byGender.values()] } : {}),
      };
    },
  };
}
export type StatsService = ReturnType<typeof createStatsService>;
