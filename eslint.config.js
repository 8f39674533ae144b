// One file (about 330 lines): ESLint's flat config applies its blocks in order, a later block's
// `no-restricted-imports` replacing an earlier one's, so the order is the rule; PACKAGE_LAYERS is
// exported from here for scripts/eslint-config.test.ts and scripts/docs-claims.test.ts. The custom
// rules themselves already live in scripts/lint/.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import apiLayers from './scripts/lint/apiLayers.mjs';
import catalogueText from './scripts/lint/catalogueText.mjs';
import featureBoundaries from './scripts/lint/featureBoundaries.mjs';

// The project's own rules, one plugin (a plugin name may be defined once in a flat config).
const exchange = { rules: { ...featureBoundaries.rules, ...catalogueText.rules, ...apiLayers.rules } };

// Names that stay as they are in every language (issue 69): the programs the fairness page offers
// and the hash they compute.
const PROPER_NAMES = ['Node.js', 'Python 3', 'SHA-256'];

// Apps talk to each other only through the federation contract and the shared packages.
const workspacePatterns = [
  {
    group: ['**/apps/*/src/**', '../../../apps/**'],
    message: 'Apps never import each other: use the federation contract or a shared package.',
  },
  { group: ['@exchange/*/src/*'], message: 'Import a workspace package by its name, through its public index.' },
];

/**
 * One `no-restricted-imports` setting: the workspace's rules (apps never import each other, packages
 * by their name) plus a block's own. A later block's setting replaces an earlier one's whole, so
 * every block builds its setting here and none can drop the workspace's rules.
 */
function restrictImports(patterns = [], paths = []) {
  return ['error', { patterns: [...workspacePatterns, ...patterns], ...(paths.length ? { paths } : {}) }];
}

// Money arithmetic lives in packages/betting only (issue 14): stakes and rates go through its
// toPaise/fromPaise, rateToHundredths/rateFromHundredths and formatAmount/formatOdds.
const MONEY_IN_BETTING =
  'Money arithmetic lives in packages/betting: use toPaise/fromPaise, rateToHundredths/rateFromHundredths or formatAmount/formatOdds.';
const MONEY_TEXT =
  'Amounts are shown with formatAmount from packages/betting (Indian grouping, the same in every runtime), never toLocaleString or Intl.NumberFormat.';
// Issue 12: a page's repeated reads go through useQuietPoll (packages/live-data,
// docs/decisions/0009-quiet-polls.md).
const quietPolls = [
  {
    selector: "Property[key.name='pollingInterval']",
    message:
      "Poll with useQuietPoll(endpoint, arg, ms): RTK Query's own polling dispatches two actions per repeat, changed or not.",
  },
];
const moneyArithmetic = [
  {
    selector:
      'BinaryExpression[operator=/^[*\\/]$/] > Literal.left[value=100], BinaryExpression[operator=/^[*\\/]$/] > Literal.right[value=100]',
    message: MONEY_IN_BETTING,
  },
  { selector: 'AssignmentExpression[operator=/^[*\\/]=$/] > Literal.right[value=100]', message: MONEY_IN_BETTING },
  { selector: "CallExpression[callee.property.name='toFixed']", message: MONEY_IN_BETTING },
  // Issue 16: one display format (Indian grouping) that does not depend on the runtime's ICU data.
  { selector: "CallExpression[callee.property.name='toLocaleString']", message: MONEY_TEXT },
  { selector: "NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']", message: MONEY_TEXT },
];

// RTK Query reaches a remote only through @exchange/shared-auth: its subpaths are not shared.
const rtkQueryMessage =
  "Import RTK Query's pieces (skipToken) from '@exchange/shared-auth': '@reduxjs/toolkit/query' is not shared, so a remote would bundle and run its own RTK Query and Immer.";
const rtkQueryPaths = [
  { name: '@reduxjs/toolkit/query', message: rtkQueryMessage },
  { name: '@reduxjs/toolkit/query/react', message: rtkQueryMessage },
];

// TypeBox reaches the browser only through @exchange/typebox-kit, the one shared copy.
const typeboxMessage = "Import TypeBox from '@exchange/typebox-kit': the one copy the shell and the remotes share.";
// The router reaches the screens only through @exchange/shared-ui/router, the one shared copy; a
// test may still build its own router (MemoryRouter) from react-router-dom.
const routerMessage =
  "Import the router from '@exchange/shared-ui/router': the one shared copy, holding only what the screens use.";
const routerPaths = [
  { name: 'react-router-dom', message: routerMessage },
  { name: 'react-router', message: routerMessage },
];
const chakraPath = {
  name: '@chakra-ui/react',
  message: "Import Chakra from '@exchange/shared-ui/chakra': the one shared copy, holding only what the screens use.",
};
const typeboxPaths = [
  { name: 'typebox', message: typeboxMessage },
  { name: 'typebox/value', message: typeboxMessage },
];

// What the live-data package (the polls) must never import; its tests may answer the endpoints'
// own reads through axios adapters.
const LIVE_DATA_NEVER = [
  '@exchange/shared-ui*',
  '@exchange/login',
  '@chakra-ui/*',
  'react-dom*',
  'react-router*',
  '@exchange/remote-contract',
  'axios',
];
const WITHOUT_STORE =
  "Runs in the poll worker or before the store loads: only the package's own worker files and '@exchange/shared-http/request' (stateless, no axios).";

/** No React, store, HTTP client, design system or I/O: what a pure package never imports. */
const PURE = ['react', 'react-*', 'axios', '@reduxjs/*', '@chakra-ui/*', 'node:*'];

/**
 * What each package must never import, and why (its README says the same). The packages stand in
 * layers: pure rules (account-rules, betting, remote-contract, typebox-kit) and the wire (contracts)
 * at the bottom; the transport (shared-http); the store (shared-auth), the polls above it (live-data)
 * and, beside them, the design
 * system (shared-ui), which never meet; the wired login above both. `restricted` names subpaths that
 * reach the package's code only through one file (`restrictedIn`: the files that may).
 */
export const PACKAGE_LAYERS = {
  'account-rules': {
    never: [...PURE, '@exchange/*'],
    message: 'account-rules is pure rules: no other package, no I/O.',
  },
  betting: {
    never: [...PURE, '@exchange/*'],
    message: 'packages/betting is pure: no React, no I/O, no other package.',
  },
  'typebox-kit': { never: [...PURE, '@exchange/*'], message: 'typebox-kit re-exports TypeBox only.' },
  'remote-contract': {
    never: ['react-*', 'axios', '@reduxjs/*', '@exchange/*', '@chakra-ui/*'],
    message: 'remote-contract is pure types and parsing: no state, no I/O library, no other package.',
  },
  contracts: {
    never: [...PURE, '@exchange/*', '!@exchange/typebox-kit'],
    message: 'contracts is the wire: TypeBox schemas through the kit, nothing else.',
    paths: typeboxPaths,
  },
  'shared-http': {
    never: [
      'react',
      'react-*',
      '@reduxjs/*',
      '@chakra-ui/*',
      '@exchange/shared-auth*',
      '@exchange/live-data*',
      '@exchange/shared-ui*',
      '@exchange/remote-contract',
      '@exchange/login',
    ],
    message:
      'shared-http is the transport only: no store, no polls, no UI, no remote contract (the session is bound in, see bindSession).',
  },
  'shared-auth': {
    never: ['@exchange/shared-ui*', '@exchange/login', '@chakra-ui/*', '@exchange/live-data*'],
    message:
      'shared-auth is the store: it never renders, never imports the design system, and never imports the polls (live-data builds on the store; early answers are handed in with setEarlyAnswers).',
  },
  'live-data': {
    never: LIVE_DATA_NEVER,
    message:
      "live-data feeds the store: it never renders, never routes, never reads the remote contract; it sends plain XMLHttpRequests (pollWire.ts), axios is the store's own reads' client (shared-http).",
  },
  'shared-ui': {
    never: ['@exchange/shared-auth*', '@exchange/shared-http', '@exchange/login', '@reduxjs/*', 'react-redux'],
    message:
      "shared-ui is the design system, below the store: props in, no store, no fetching (the wired login and a remote's standalone page are @exchange/login).",
    paths: routerPaths,
    restrictedIn: ['packages/shared-ui/src/router.ts', 'packages/shared-ui/src/testing/**', '**/*.test.*'],
  },
  login: { never: [], message: '' },
  'build-tools': {
    never: [
      '**/scripts/**',
      '**/bench/**',
      '@exchange/shared-*',
      '@exchange/betting',
      '@exchange/contracts',
      '@exchange/login',
    ],
    message:
      'build-tools runs in the builds and dev servers: no app, no scripts/ or bench, no client package with state.',
  },
  'security-headers': {
    never: ['react', 'react-*', 'axios', '@reduxjs/*', '@chakra-ui/*', '@exchange/*'],
    message: 'security-headers is one helmet policy for the API and the static server: no other package, no UI.',
  },
};

/** The lint blocks of PACKAGE_LAYERS: a package's files, and its subpath rule where some files may use the subpath. */
function packageLayerBlocks() {
  return Object.entries(PACKAGE_LAYERS).flatMap(([name, { never, message, paths = [], restrictedIn = [] }]) => {
    const own = never.length ? [{ group: never, message }] : [];
    const files = [`packages/${name}/src/**`];
    if (restrictedIn.length === 0) return [{ files, rules: { 'no-restricted-imports': restrictImports(own, paths) } }];
    return [
      { files, rules: { 'no-restricted-imports': restrictImports(own) } },
      { files, ignores: restrictedIn, rules: { 'no-restricted-imports': restrictImports(own, paths) } },
    ];
  });
}

export default tseslint.config(
  {
    ignores: [
      '**/*.tmp.mjs',
      '**/dist/**',
      '**/dist-*/**',
      '**/node_modules/**',
      '.data/**',
      'e2e/artifacts/**',
      'test-results/**',
      'bench/results/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'no-restricted-imports': restrictImports(),
    },
  },
  {
    // Resolved, so no relative path slips past (the single-bundle bench build and the e2e suite compose the apps on purpose).
    files: ['apps/**', 'packages/**'],
    plugins: { exchange },
    rules: { 'exchange/no-cross-app': 'error' },
  },
  {
    // The end-to-end suite's list of pages is held against the router the apps compose at run time:
    // the one test outside the apps that reads every app's routes (e2e/support/playerRoutes.test.tsx).
    files: ['e2e/support/playerRoutes.test.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: workspacePatterns.slice(1) }],
      'exchange/no-cross-app': 'off',
    },
  },
  {
    files: ['**/*.tsx', 'apps/*/src/**/*.ts', 'packages/shared-*/src/**/*.ts', 'packages/live-data/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/{shell,sportsbook,casino}/src/**'],
    plugins: { exchange },
    rules: {
      'exchange/feature-boundaries': 'error',
      'no-restricted-imports': restrictImports([], [chakraPath, ...typeboxPaths, ...routerPaths]),
    },
  },
  {
    // The remotes' own code: it runs on the shell's shared modules (federation.shared.ts).
    files: ['apps/{sportsbook,casino}/src/**'],
    rules: {
      'no-restricted-imports': restrictImports([], [chakraPath, ...typeboxPaths, ...rtkQueryPaths, ...routerPaths]),
    },
  },
  {
    // Tests build their own routers (MemoryRouter, Routes) from react-router-dom.
    files: ['apps/shell/src/**/*.test.*'],
    rules: {
      'no-restricted-imports': restrictImports([], [chakraPath, ...typeboxPaths]),
    },
  },
  {
    files: ['apps/{sportsbook,casino}/src/**/*.test.*'],
    rules: {
      'no-restricted-imports': restrictImports([], [chakraPath, ...typeboxPaths, ...rtkQueryPaths]),
    },
  },
  // What each package must never import (its README says why), each on top of the workspace's rules.
  ...packageLayerBlocks(),
  {
    files: ['packages/live-data/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrictImports([
        {
          group: LIVE_DATA_NEVER.filter((pattern) => pattern !== 'axios'),
          message: PACKAGE_LAYERS['live-data'].message,
        },
      ]),
    },
  },
  {
    // What runs where the store does not: in the poll worker, and in the shell's boot chunk before the store loads.
    files: [
      'packages/live-data/src/pollWorker.ts',
      'packages/live-data/src/pollLoop.ts',
      'packages/live-data/src/pollWire.ts',
      'packages/live-data/src/answerChange.ts',
      'packages/live-data/src/earlyReads.ts',
    ],
    rules: {
      'no-restricted-imports': restrictImports(
        [
          { group: LIVE_DATA_NEVER, message: PACKAGE_LAYERS['live-data'].message },
          { group: ['react', '@reduxjs/*', '@exchange/shared-auth*', '@exchange/live-data*'], message: WITHOUT_STORE },
        ],
        [{ name: '@exchange/shared-http', message: WITHOUT_STORE }],
      ),
    },
  },
  {
    // Tests work their expected amounts out independently of packages/betting, on purpose.
    files: ['apps/**', 'packages/shared-*/**', 'packages/live-data/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...moneyArithmetic, ...quietPolls] },
  },
  {
    // Issue 69: every word a player reads comes from the English/Hindi catalogue, in the apps and
    // the design system alike. Tests, test helpers and fixtures write what they expect or plant.
    files: ['apps/{shell,sportsbook,casino}/src/**/*.{ts,tsx}', 'packages/shared-ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.*', '**/testing/**', '**/*.fixture.*', '**/*Fixtures.ts'],
    plugins: { exchange },
    rules: { 'exchange/catalogue-text': ['error', { names: PROPER_NAMES }] },
  },
  {
    // The API's modules in layers (scripts/lint/apiLayers.mjs): nothing imports a neighbour or upwards.
    files: ['apps/api/src/**'],
    plugins: { exchange },
    rules: { 'exchange/api-layers': 'error' },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/*.config.ts'],
    rules: { 'no-console': 'off' },
  },
);
