import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  resolve: { alias: { '@contract': fileURLToPath(new URL('./contract', import.meta.url)) } },
  test: {
    projects: [
      {
        extends: true as const,
        test: {
          name: 'unit',
          include: ['contract/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'sw/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true as const,
        test: {
          name: 'process',
          include: ['tests/process/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        extends: true as const,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          env: { TEST_DB_KIND: 'pglite' },
          // One migrated PGlite per worker, shared by its test files (tables reset per test).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'api-pg',
                include: ['tests/api/**/*.test.ts'],
                env: { TEST_DB_KIND: 'postgres' },
                isolate: false,
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
