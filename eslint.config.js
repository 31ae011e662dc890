import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { reactRefresh } from 'eslint-plugin-react-refresh';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'server/db/migrations', 'dev-dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Fast Refresh (npm run dev) swaps a module in place only when it exports components alone.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    plugins: { 'react-refresh': reactRefresh.plugin },
    rules: { 'react-refresh/only-export-components': ['error', { allowConstantExport: true }] },
  },
  {
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Server layers run one way: routes call services, services own their queries through repositories.
    files: ['server/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/core/repositories/**'], message: 'Routes call services; a repository is reached through a service.' },
          { group: ['**/db/**', '../db', '../../db'], message: 'Routes call services; the database is reached through a repository.' },
          { group: ['drizzle-orm', 'drizzle-orm/**'], message: 'Routes call services; queries live in repositories.' },
        ],
      }],
    },
  },
  {
    // Services own their queries through repositories: no query builder, table or raw SQL here.
    files: ['server/core/services/**/*.ts'],
    ignores: ['server/core/services/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/db/schema', '**/db/schema/**'], message: 'Services reach tables through a repository.' },
          { group: ['drizzle-orm', 'drizzle-orm/**'], message: 'Services own their queries through repositories: move the query there.' },
        ],
      }],
    },
  },
);
