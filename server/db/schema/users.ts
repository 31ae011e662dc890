import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { cities, languages } from './content';

export const userStatuses = ['pending', 'active', 'locked', 'deleted'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Stored lower-cased; unique. */
  email: text('email').notNull(),
  passwordHash: text('password_hash'),
  surname: text('surname').notNull().default(''),
  lastname: text('lastname').notNull().default(''),
  birthdate: date('birthdate', { mode: 'string' }),
  sex: text('sex', { enum: ['M', 'F'] }),
  phone: text('phone'),
  address: text('address'),
  cityId: integer('city_id').references(() => cities.id),
  languageId: integer('language_id').notNull().references(() => languages.id),
  level: integer('level').notNull().default(1),
  forecastSegment: text('forecast_segment'),
  panelSegment: text('panel_segment'),
  agreesContact: boolean('agrees_contact').notNull().default(false),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  recommendedBy: integer('recommended_by'),
  ergEmployee: boolean('erg_employee').notNull().default(false),
  makeForecaster: boolean('make_forecaster').notNull().default(false),
  isGuest: boolean('is_guest').notNull().default(false),
  fingerprint: text('fingerprint'),
  status: text('status', { enum: userStatuses }).notNull().default('pending'),
  /** Wrong passwords since the last sign-in or lockout. */
  failedLogins: smallint('failed_logins').notNull().default(0),
  /** Password sign-in from untrusted devices is refused until then (an expiring lockout). */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** Lockouts since the last sign-in: each one lasts twice the one before. */
  lockouts: smallint('lockouts').notNull().default(0),
  /** Kept in step with points_ledger in the same transaction; never negative. */
  points: integer('points').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  activatedAt: timestamp('activated_at', { withTimezone: true }),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  /** The guest of the registering device, whose answers and points the account takes when activated. */
  guestUserId: integer('guest_user_id'),
}, (t) => [
  uniqueIndex('users_email_key').on(t.email),
  uniqueIndex('users_phone_key').on(t.phone),
  index('users_recommended_by_idx').on(t.recommendedBy),
  check('users_points_nonnegative', sql`${t.points} >= 0`),
]);

/** A member's profile photo (PNG, JPEG or WebP, checked by its bytes); at most one per member. */
export const userPhotos = pgTable('user_photos', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type', { enum: ['image/png', 'image/jpeg', 'image/webp'] }).notNull(),
  data: bytea('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Bearer sessions: only the SHA-256 of the 256-bit token is stored. */
export const sessions = pgTable('sessions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [index('sessions_user_idx').on(t.userId)]);

export const activationCodes = pgTable('activation_codes', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  hash: text('hash').notNull(),
  channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
  attempts: smallint('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [index('password_resets_user_idx').on(t.userId)]);

/** SMS sign-in codes, by phone number. */
export const smsCodes = pgTable('sms_codes', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: smallint('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [index('sms_codes_phone_idx').on(t.phone)]);

/** A request is open until an operator completes it or the member cancels it by signing in again. */
export const accountDeletionRequests = pgTable('account_deletion_requests', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
}, (t) => [uniqueIndex('account_deletion_open_key').on(t.userId).where(sql`completed_at is null and cancelled_at is null`)]);

/** A member's acceptance of a privacy policy version (the privacyDialog switch): asked once per version. */
export const privacyAcceptances = pgTable('privacy_acceptances', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  policyVersion: text('policy_version').notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.policyVersion] })]);
