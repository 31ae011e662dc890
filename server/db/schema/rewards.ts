import { sql } from 'drizzle-orm';
import { boolean, check, char, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { users } from './users';

/** Append-only: the balance in users.points changes only in the same transaction as a row here. */
export const pointsLedger = pgTable('points_ledger', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  delta: integer('delta').notNull(),
  reason: text('reason').notNull(),
  reference: text('reference'),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('points_ledger_user_idx').on(t.userId, t.createdAt)]);

/** A prize's name and description per language code. */
export type PrizeTranslations = Record<string, { name: string; description: string }>;

export const prizes = pgTable('prizes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  pointsCost: integer('points_cost').notNull(),
  stock: integer('stock').notNull().default(0),
  imageUrl: text('image_url'),
  active: boolean('active').notNull().default(true),
  /** The name and description in other languages, by language code (`{ "ru": { "name": …, "description": … } }`); `name` and `description` are the default. */
  translations: jsonb('translations').$type<PrizeTranslations>().notNull().default({}),
  /** A picture imported with the prize (served at /rest/prizes/{id}/picture); without it, `image_url` names one the site serves. */
  image: bytea('image'),
  imageType: text('image_type'),
  /**
   * A short digest of the picture, which its address carries so no cache keeps an old one. Worked
   * out by PostgreSQL when the picture is written: the catalogue reads it without reading the bytes.
   */
  imageVersion: text('image_version').generatedAlwaysAs(sql`left(md5(image), 12)`),
}, (t) => [check('prizes_stock_nonnegative', sql`${t.stock} >= 0`), check('prizes_cost_positive', sql`${t.pointsCost} > 0`)]);

/** The server's own price table for conversions into tickets. */
export const ticketPrices = pgTable('ticket_prices', {
  id: serial('id').primaryKey(),
  index: smallint('index').notNull(),
  tickets: integer('tickets').notNull(),
  points: integer('points').notNull(),
  promo: boolean('promo').notNull().default(false),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validTo: timestamp('valid_to', { withTimezone: true }),
});

export const conversions = pgTable('conversions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  kind: text('kind', { enum: ['tickets', 'prize'] }).notNull(),
  pointsSpent: integer('points_spent').notNull(),
  tickets: integer('tickets').notNull().default(0),
  prizeId: integer('prize_id').references(() => prizes.id),
  /** The balance and this month's tickets the conversion's own transaction left: a repeat of its key answers them (null before migration 0009). */
  pointsAfter: integer('points_after'),
  ticketsAfter: integer('tickets_after'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Raffle tickets, valid in their month ('YYYY-MM') only. */
export const tickets = pgTable('tickets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  month: char('month', { length: 7 }).notNull(),
  count: integer('count').notNull(),
  conversionId: integer('conversion_id').references(() => conversions.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('tickets_user_month_idx').on(t.userId, t.month), check('tickets_count_positive', sql`${t.count} > 0`)]);

/** A verifiable draw: the seed's hash is published before the month ends, the seed with the result. */
export const raffleDraws = pgTable('raffle_draws', {
  id: serial('id').primaryKey(),
  month: char('month', { length: 7 }).notNull(),
  seedHash: text('seed_hash').notNull(),
  seed: text('seed'),
  result: jsonb('result'),
  committedAt: timestamp('committed_at', { withTimezone: true }).notNull().defaultNow(),
  drawnAt: timestamp('drawn_at', { withTimezone: true }),
}, (t) => [unique().on(t.month)]);
