/**
 * The app is written against React's API and rendered by Preact through preact/compat: react-dom 19
 * alone is 60 KB gzipped, more than half of the 100 KB design.md section 8 allows the first load of
 * / and /login (README, design notes). The build and the tests resolve React's modules to Preact's
 * the same way, so the tests exercise what ships.
 */
export const reactOnPreact = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // The shim only backfills useSyncExternalStore for React < 18: preact/compat has it.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];
