import { defineConfig } from 'drizzle-kit';

// Only for generating migrations (npm run db:generate); the app applies them itself at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
