import { defineConfig } from 'vitest/config';
import { reactOnPreact } from './scripts/react-on-preact';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      {
        // React's API rendered by Preact, as in the build.
        resolve: {
          alias: [
            ...reactOnPreact,
            // Its CommonJS build would require the real react-dom past the aliases: take its ES build.
            { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
            // @dnd-kit's "main" is CommonJS, which requires the real react: take its ES builds ("module").
            { find: /^@dnd-kit\/(core|sortable|utilities|accessibility)$/, replacement: '@dnd-kit/$1/dist/$1.esm.js' },
          ],
        },
        test: {
          name: 'unit',
          // Libraries that import React, bundled through Vite so those imports take the aliases too.
          server: { deps: { inline: [/@testing-library\/react/, /react-i18next/, /react-hot-toast/, /zustand/, /wouter/, /use-sync-external-store/, /@dnd-kit/] } },
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'sw/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'process',
          include: ['tests/process/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
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
