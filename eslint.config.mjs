// @ts-check
/**
 * Lint for every workspace. typescript-eslint parses with the TypeScript *API*, which TypeScript 7
 * (our type checker) no longer ships: point its `typescript` import at the 6.x copy installed as
 * `typescript-for-lint`. Type checking itself stays with TypeScript 7 (`npm run typecheck`).
 */
import { readFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const typescriptForLint = require.resolve('typescript-for-lint');
// @ts-expect-error Node's internal resolver is not in its public types.
const resolveFilename = Module._resolveFilename;
// @ts-expect-error see above
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(
    this,
    request === 'typescript' ? typescriptForLint : request,
    ...rest,
  );
};

const { default: js } = await import('@eslint/js');
const { default: tseslint } = await import('typescript-eslint');
const { default: reactHooks } = await import('eslint-plugin-react-hooks');
const { default: importX, createNodeResolver } = await import('eslint-plugin-import-x');
const { default: globals } = await import('globals');

const { readWorkspaceApps } = await import('./shared/build/workspaceApps.mjs');
const { workspaceBoundaries } = await import('./shared/tooling/lint/workspaceBoundaries.mjs');
const {
  NO_DEEP_CORE,
  NO_DEEP_IMPORTS,
  RAW_REDUX_HOOKS,
  ROUTER_BY_ITS_SHARED_NAME,
  everythingBut,
  importsOf,
} = await import('./shared/tooling/lint/importRules.mjs');

/** The shell's and the remotes' folders, as the workspaces declare them (`murmur` field). */
const workspaceApps = readWorkspaceApps(import.meta.dirname);
const REMOTES = workspaceApps.remotes.map((app) => app.dir);
const APPS = [workspaceApps.host.dir, ...REMOTES];
/** Never in a bundle a user downloads: build tooling and test helpers. */
const TOOLING = ['shared/build', 'shared/testing', 'shared/tooling'];
/** The API server: a Node program that no browser code may reach into. */
const SERVER_SIDE = ['api-server'];
/** Tests, test helpers and build configs: held to the one-way flow between apps only. */
const TESTS_AND_CONFIGS = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/testing/**',
  '**/test/**',
  '**/rspack.config.ts',
];

const REPO_ROOT = import.meta.dirname;
/** The root package.json's workspaces. */
const WORKSPACES = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).workspaces;
/**
 * Each side's v1 (the spec's /api) is its folder and one registration line: nothing else imports
 * the folder, so deleting v1 is deleting both. (A test of v1's rules lives in its folder.)
 */
const V1_FOLDERS = [
  { folder: 'mock-api/src/api/v1', registration: 'mock-api/src/mirage/apis.ts' },
  { folder: 'api-server/src/api/v1', registration: 'api-server/src/app.ts' },
];
const API_FOLDER_ZONES = V1_FOLDERS.map(({ folder, registration }) => ({
  target: everythingBut(REPO_ROOT, [folder, registration]),
  from: `./${folder}`,
  message: `Only ${registration} registers v1: nothing else imports ${folder}.`,
}));

/** Where the docs say which way imports flow, and why. */
const WHERE_IMPORTS_FLOW = 'docs/architecture.md, "`shared/` is split by what a deploy means"';

/** The rules that keep `files` from importing the `forbidden` workspaces. */
function zone(files, forbidden, { extraPatterns = [], ignores = [] } = {}) {
  return {
    files,
    ignores,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [RAW_REDUX_HOOKS, ROUTER_BY_ITS_SHARED_NAME],
          patterns: [
            NO_DEEP_IMPORTS,
            {
              group: [...importsOf(forbidden), ...extraPatterns],
              message:
                "Imports flow one way: an app imports @murmur/core and @murmur/ui (core's entry only) and nothing of another app; core imports no UI; nothing shipped imports build tooling or test helpers.",
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...forbidden.map((dir) => ({
              target: files.map((f) => `./${f.replace(/\/\*\*$/, '')}`),
              from: `./${dir}`,
              message: `No imports from ${dir} here: imports flow one way (${WHERE_IMPORTS_FLOW}).`,
            })),
            ...API_FOLDER_ZONES,
          ],
        },
      ],
    },
  };
}

/**
 * A workspace's shipped code (held to `forbidden`), and its tests and configs (held only to
 * the flow between apps, `forbiddenInTests`).
 */
const workspace = (dir, forbidden, forbiddenInTests, options = {}) => [
  zone([`${dir}/**`], forbidden, { ...options, ignores: TESTS_AND_CONFIGS }),
  zone(
    TESTS_AND_CONFIGS.map((pattern) => `${dir}/${pattern}`),
    forbiddenInTests,
  ),
];

/** A remote: its pages may not reach the standalone frame, which only its dev page runs. */
const remoteZones = (remote) => {
  const otherApps = APPS.filter((app) => app !== remote);
  const standaloneOnly = [`${remote}/src/bootstrap.tsx`, `${remote}/src/standalone/**`];
  return [
    zone([`${remote}/**`], [...otherApps, ...TOOLING, ...SERVER_SIDE, 'shared/standalone'], {
      extraPatterns: NO_DEEP_CORE,
      ignores: [...TESTS_AND_CONFIGS, ...standaloneOnly],
    }),
    zone(standaloneOnly, [...otherApps, ...TOOLING], { extraPatterns: NO_DEEP_CORE }),
    zone(
      TESTS_AND_CONFIGS.map((pattern) => `${remote}/${pattern}`),
      otherApps,
    ),
  ];
};

/** The release dashboard (a tool of its own): nothing of the apps, the API server, the mock or the shipped packages. */
const DASHBOARD = 'tools/release-dashboard';
const NOT_FOR_THE_DASHBOARD = [
  ...APPS,
  ...SERVER_SIDE,
  'mock-api',
  'shared/core',
  'shared/ui',
  'shared/standalone',
  'shared/testing',
];
const dashboardZones = [
  zone([`${DASHBOARD}/**`], NOT_FOR_THE_DASHBOARD, { ignores: TESTS_AND_CONFIGS }),
  zone(
    TESTS_AND_CONFIGS.map((pattern) => `${DASHBOARD}/${pattern}`),
    APPS,
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-dev/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      '**/@mf-types/**',
      'deploy/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // Rules that read other modules (no-cycle) parse TypeScript too, not only JavaScript.
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.cjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // TypeScript sources, and workspace packages through their node_modules links to src/index.ts.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.json'],
          mainFields: ['types', 'module', 'main'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: API_FOLDER_ZONES }],
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': [
        'error',
        { paths: [RAW_REDUX_HOOKS, ROUTER_BY_ITS_SHARED_NAME], patterns: [NO_DEEP_IMPORTS] },
      ],
      'react/no-danger': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'User text renders as text: never dangerouslySetInnerHTML.',
        },
      ],
    },
  },
  ...workspace(
    'shared/core',
    [...APPS, ...TOOLING, ...SERVER_SIDE, 'shared/ui', 'shared/standalone'],
    APPS,
  ),
  ...workspace('shared/ui', [...APPS, ...TOOLING, ...SERVER_SIDE, 'shared/standalone'], APPS),
  ...workspace('shared/standalone', [...APPS, ...TOOLING, ...SERVER_SIDE], APPS),
  ...workspace('shared/testing', APPS, APPS),
  ...workspace('shared/build', APPS, APPS),
  ...workspace(
    'mock-api',
    [...APPS, ...TOOLING, ...SERVER_SIDE, 'shared/ui', 'shared/standalone'],
    APPS,
  ),
  ...workspace(
    'shared/contract',
    [...APPS, ...TOOLING, ...SERVER_SIDE, 'mock-api', 'shared/ui', 'shared/standalone'],
    APPS,
  ),
  ...workspace(
    'api-server',
    [...APPS, ...TOOLING, 'mock-api', 'shared/ui', 'shared/standalone'],
    [...APPS, 'mock-api'],
  ),
  ...workspace(
    workspaceApps.host.dir,
    [...REMOTES, ...TOOLING, ...SERVER_SIDE, 'shared/standalone'],
    REMOTES,
    {
      extraPatterns: NO_DEEP_CORE,
    },
  ),
  ...REMOTES.flatMap(remoteZones),
  ...dashboardZones,
  {
    // The typed hooks are built from the raw ones, in this one file.
    files: ['shared/core/src/store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'e2e/**',
      'scripts/**',
      'tools/**',
      'bench/**',
      '**/rspack.config.ts',
      'shared/build/**',
    ],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Every workspace, the tooling's included, is reached by its package name and exports.
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    ignores: ['*.mjs', '*.ts'],
    plugins: { boundaries: workspaceBoundaries(REPO_ROOT, WORKSPACES) },
    rules: { 'boundaries/relative-imports-stay-home': 'error' },
  },
  {
    // Tooling stays in proportion: a benchmark or a script reads as a list of named steps.
    files: ['scripts/**/*.ts', 'tools/**/*.ts', 'bench/**/*.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // The same for the build and the tooling's helpers (their tests are lists of cases).
    files: ['shared/build/**/*.ts', 'shared/tooling/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Small files with one job: a file that outgrows a screenful or five is two files.
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs', '**/*.cjs'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
);
