import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { questions, choiceTypes, languages } from './content';
import { users } from './users';

/**
 * One answer per (user, question); the client-made UUID makes a repeat harmless. The row is its own
 * credit's ledger entry (reason 'answer', keyed by its id: `points`) and its own line in the
 * member's activity: no ledger or log row is written beside it.
 */
export const answers = pgTable('answers', {
  id: uuid('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  questionId: integer('question_id').notNull().references(() => questions.id),
  choiceValues: smallint('choice_values').array().notNull(),
  answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  /** The points this answer credited (0 for a guest's or a survey question's). */
  points: integer('points').notNull().default(0),
}, (t) => [unique('answers_user_question_key').on(t.userId, t.questionId), index('answers_question_idx').on(t.questionId)]);

/**
 * Answer counters for the statistics, kept by triggers on `answers` (migration 0004): per question,
 * the answerer's age group and sex at the time of the answer, and a choice value (ANSWER_COUNT_ALL
 * counts the answers themselves), spread over a few shards so concurrent writers do not queue on
 * one row. Reading a question's statistics sums at most shards x groups x choices rows, however
 * many answers it has.
 */
export const answerCounts = pgTable('answer_counts', {
  questionId: integer('question_id').notNull().references(() => questions.id),
  ageGroup: text('age_group').notNull(),
  sex: text('sex').notNull(),
  choiceValue: smallint('choice_value').notNull(),
  shard: smallint('shard').notNull(),
  count: integer('count').notNull(),
}, (t) => [primaryKey({ columns: [t.questionId, t.ageGroup, t.sex, t.choiceValue, t.shard] })]);

/** The choice value of the counter that counts answers rather than one choice. */
export const ANSWER_COUNT_ALL = -1;

export const questTypes = ['short', 'profile', 'test', 'standard', 'forecast'] as const;

export const quests = pgTable('quests', {
  id: serial('id').primaryKey(),
  type: text('type', { enum: questTypes }).notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  points: integer('points').notNull().default(0),
  languageId: integer('language_id').notNull().references(() => languages.id),
  status: text('status', { enum: ['draft', 'active', 'closed'] }).notNull().default('active'),
  qQuestId: integer('q_quest_id'),
  panelSegment: text('panel_segment'),
  estimatedMinutes: smallint('estimated_minutes').notNull().default(5),
  dateStart: timestamp('date_start', { withTimezone: true }).notNull().defaultNow(),
  dateEnd: timestamp('date_end', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const participationStatuses = ['started', 'completed', 'speedster', 'screenout'] as const;

/** A member's run through a quest and its outcome. */
export const questParticipations = pgTable('quest_participations', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  questId: integer('quest_id').notNull().references(() => quests.id),
  status: text('status', { enum: participationStatuses }).notNull().default('started'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  pointsAwarded: integer('points_awarded').notNull().default(0),
}, (t) => [unique().on(t.userId, t.questId)]);

export const proposedQuestions = pgTable('proposed_questions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  choiceTypeId: integer('choice_type_id').references(() => choiceTypes.id),
  questionType: text('question_type'),
  choices: jsonb('choices').$type<{ label: string; value: number }[] | null>(),
  /** 1 accepted, 2 rejected, 0 stand-by (questionIsAccepted). */
  status: smallint('status').notNull().default(0),
  questionId: integer('question_id').references(() => questions.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('proposed_questions_user_idx').on(t.userId), check('proposed_status_valid', sql`${t.status} in (0, 1, 2)`)]);

export const deviceTokens = pgTable('device_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('device_tokens_user_idx').on(t.userId)]);

/** Every state change a member can see (user/log/{days}). */
export const userLog = pgTable('user_log', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  actionType: text('action_type').notNull(),
  actionDetails: text('action_details').notNull(),
  actionParams: jsonb('action_params').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('user_log_user_date_idx').on(t.userId, t.createdAt)]);

/** Every push send (operator CLI): what went to how many devices, and what FCM refused. */
export const pushSends = pgTable('push_sends', {
  id: serial('id').primaryKey(),
  questId: integer('quest_id').notNull(),
  title: text('title').notNull(),
  audience: integer('audience').notNull(),
  tokens: integer('tokens').notNull(),
  sent: integer('sent').notNull(),
  failed: integer('failed').notNull(),
  unregisteredDeleted: integer('unregistered_deleted').notNull(),
  filters: jsonb('filters').notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
