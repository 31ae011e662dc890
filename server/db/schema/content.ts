import { boolean, integer, pgTable, serial, smallint, text, timestamp, unique, index } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  uiName: text('ui_name').notNull().unique(),
  panelDirectoryName: text('panel_directory_name').notNull(),
  momentLocale: text('moment_locale').notNull(),
  name: text('name').notNull(),
});

export const counties = pgTable('counties', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  countyId: integer('county_id').notNull().references(() => counties.id),
  name: text('name').notNull(),
}, (t) => [unique().on(t.countyId, t.name)]);

/** Answer formats (single, classic five-point, vertical buttons, multiple, images...). */
export const choiceTypes = pgTable('choice_types', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  multiple: boolean('multiple').notNull().default(false),
  isDefault: boolean('is_default').notNull().default(true),
});

export const choiceTypeTranslations = pgTable('choice_type_translations', {
  choiceTypeId: integer('choice_type_id').notNull().references(() => choiceTypes.id),
  languageId: integer('language_id').notNull().references(() => languages.id),
  label: text('label').notNull(),
}, (t) => [unique().on(t.choiceTypeId, t.languageId)]);

/** The fixed choices of a default choice type, per language. */
export const defaultChoices = pgTable('default_choices', {
  id: serial('id').primaryKey(),
  choiceTypeId: integer('choice_type_id').notNull().references(() => choiceTypes.id),
  languageId: integer('language_id').notNull().references(() => languages.id),
  label: text('label').notNull(),
  value: smallint('value').notNull(),
}, (t) => [unique().on(t.choiceTypeId, t.languageId, t.value)]);

export const questQuestionKinds = ['poll', 'quest'] as const;

/** A question card: a poll in the feed, or one question of a quest. */
export const questions = pgTable('questions', {
  id: serial('id').primaryKey(),
  text: text('text').notNull(),
  choiceTypeId: integer('choice_type_id').notNull().references(() => choiceTypes.id),
  languageId: integer('language_id').notNull().references(() => languages.id),
  dateStart: timestamp('date_start', { withTimezone: true }).notNull().defaultNow(),
  dateEnd: timestamp('date_end', { withTimezone: true }),
  haveMedia: boolean('have_media').notNull().default(false),
  topicName: text('topic_name').notNull().default('general'),
  isPublic: boolean('is_public').notNull().default(true),
  questId: integer('quest_id'),
  position: integer('position').notNull().default(0),
  /** A screening question: choices flagged `disqualifies` screen the member out. */
  isScreening: boolean('is_screening').notNull().default(false),
  proposedQuestionId: integer('proposed_question_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('questions_quest_idx').on(t.questId, t.position), index('questions_lang_dates_idx').on(t.languageId, t.dateStart)]);

export const choices = pgTable('choices', {
  id: serial('id').primaryKey(),
  questionId: integer('question_id').notNull().references(() => questions.id, { onDelete: 'cascade' }),
  label: text('label').notNull(),
  value: smallint('value').notNull(),
  position: smallint('position').notNull().default(0),
  haveMedia: boolean('have_media').notNull().default(false),
  image: bytea('image'),
  imageType: text('image_type'),
  imageWidth: integer('image_width'),
  imageHeight: integer('image_height'),
  disqualifies: boolean('disqualifies').notNull().default(false),
}, (t) => [unique().on(t.questionId, t.value)]);
