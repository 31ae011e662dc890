import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { reactRefresh } from 'eslint-plugin-react-refresh';
import globals from 'globals';

/*
 * The layers, checked on import specifiers as written. A relative specifier's
 * reach depends on how deep its file is, so the layer rules come in one block per folder depth
 * (up to MAX_DEPTH under src/); ESLint keeps only the last block's options of a rule for a file,
 * so each block lists every pattern that applies to its files.
 */
const MAX_DEPTH = 4;
const SOURCES = '*.{ts,tsx}';
const TESTS = '*.test.{ts,tsx}';
const up = (levels) => `^(\\.\\./){${levels}}`;
const restrict = (files, patterns, ignores = []) => ({ files, ignores, rules: { 'no-restricted-imports': ['error', { patterns }] } });

const relativeContract = { regex: '^\\.{1,2}/(.*/)?contract(/|$)', message: 'Import the contract as @contract/..., never by a relative path.' };
const server = { regex: '^\\.{1,2}/(.*/)?server(/|$)', message: 'The app and the worker never import the server.' };
// The site configuration's defaults are the server's file; tests read them to configure the app as it ships.
const serverButSiteDefaults = { ...server, regex: '^\\.{1,2}/(.*/)?server(/(?!config/site-config\\.json$)|$)' };
const schemasAsTypes = {
  group: ['@contract/schemas', '@contract/schemas/**'],
  allowTypeImports: true,
  message: 'The app and the worker load no TypeBox: import @contract/schemas as types only (plain rules and data are @contract/rules).',
};
const client = [relativeContract, server, schemasAsTypes];
const clientTests = [relativeContract, serverButSiteDefaults];

const contractOnly = (extra) => ({ regex: `^(?!typebox(/|$)|${extra}\\.{1,2}/)`, message: 'The contract imports nothing but typebox and its own files.' });
const outOf = (folder, levels) => ({ regex: up(levels), message: `Nothing outside ${folder}/.` });

const app = (levels, via = '') => ({
  regex: `${up(levels)}${via}app(/|$)`,
  message: 'Only src/app uses src/app: what features or lower layers need of it belongs in src/session, src/lib or src/components.',
});
const features = (levels, via = '') => ({
  regex: `${up(levels)}${via}features(/|$)`,
  message: 'Lower layers never import features: move the shared piece down (src/offline, src/session, src/lib, src/components, src/stores).',
});
const otherFeature = (levels) => ({ regex: `${up(levels)}[^./][^/]*(/(?!public$).*)?$`, message: 'Another feature only through its public.ts (what it shares).' });

/** For each depth below `folder` (1 = its own files): the glob of its sources and of its tests. */
const byDepth = (folder, from = 1) => Array.from({ length: MAX_DEPTH - from + 1 }, (_, index) => {
  const depth = from + index;
  const prefix = `${folder}/${'*/'.repeat(depth - 1)}`;
  return { depth, sources: prefix + SOURCES, tests: prefix + TESTS };
});

/** The app's or the worker's files of one depth: what every client file obeys, plus its layer's patterns. */
const clientLayer = ({ sources, tests }, layer, ignores) => [
  restrict([sources], [...client, ...layer], ignores),
  restrict([tests], [...clientTests, ...layer], ignores),
];

const layerRules = [
  restrict(['**/*.{ts,tsx}'], [relativeContract], ['contract/**']),
  ...byDepth('contract').flatMap(({ depth, sources, tests }) => [
    restrict([sources], [contractOnly(''), outOf('contract', depth)]),
    restrict([tests], [contractOnly('vitest$|'), outOf('contract', depth)]),
  ]),
  restrict(['src/**/*.{ts,tsx}', 'sw/**/*.{ts,tsx}'], client),
  restrict(['src/**/*.test.{ts,tsx}', 'sw/**/*.test.{ts,tsx}'], clientTests),
  ...byDepth('sw').flatMap((files) => clientLayer(files, [app(files.depth, 'src/'), features(files.depth, 'src/')])),
  // Lower layers: every folder of src/ but app/ (the route table, screens, layout and guards) and features/.
  ...byDepth('src', 2).flatMap((files) => clientLayer(files, [app(files.depth - 1), features(files.depth - 1)], ['src/app/**', 'src/features/**'])),
  ...byDepth('src/features/*').flatMap((files) => clientLayer(files, [app(files.depth + 1), otherFeature(files.depth)])),
  {
    files: [`src/${'*/'.repeat(MAX_DEPTH)}**/*.{ts,tsx}`],
    rules: { 'no-restricted-syntax': ['error', { selector: 'Program', message: `The layer rules cover folders up to ${MAX_DEPTH} deep under src/: raise MAX_DEPTH in eslint.config.js.` }] },
  },
];

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
  ...layerRules,
  {
    // Server layers run one way: routes call services, services own their queries through repositories.
    // (ESLint keeps one options object per rule and file, so these blocks repeat the contract's pattern.)
    files: ['server/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          relativeContract,
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
          relativeContract,
          { group: ['**/db/schema', '**/db/schema/**'], message: 'Services reach tables through a repository.' },
          { group: ['drizzle-orm', 'drizzle-orm/**'], message: 'Services own their queries through repositories: move the query there.' },
        ],
      }],
    },
  },
);
