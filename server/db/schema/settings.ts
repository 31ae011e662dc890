import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Server-side secrets made on first use (e.g. the key that signs unsubscribe links); never sent to clients. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
