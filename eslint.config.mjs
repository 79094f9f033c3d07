// @ts-check
/**
 * Lint for every workspace. typescript-eslint parses with the TypeScript *API*, which TypeScript 7
 * (our type checker) no longer ships: point its `typescript` import at the 6.x copy installed as
 * `typescript-for-lint`. Type checking itself stays with TypeScript 7 (`npm run typecheck`).
 */
import Module, { createRequire } from 'node:module';

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
const { default: importX } = await import('eslint-plugin-import-x');
const { default: globals } = await import('globals');

const APPS = ['shell', 'auth-app', 'feed-app', 'profile-app', 'post-app'];
const REMOTES = APPS.filter((app) => app !== 'shell');

/** Imports of the given apps, by package name or by relative path. */
const appImports = (apps) =>
  apps.flatMap((app) => [`@murmur/${app}`, `@murmur/${app}/*`, `**/${app}/**`, `**/${app}`]);

const RAW_REDUX_HOOKS = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch'],
  message: 'Use useAppSelector / useAppDispatch from @murmur/shared.',
};

/** One-way imports (STYLE.md): each zone names what a folder may never import. */
function zone(files, forbiddenApps, extraPatterns = []) {
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [RAW_REDUX_HOOKS],
          patterns: [
            {
              group: [...appImports(forbiddenApps), ...extraPatterns],
              message:
                'Imports flow one way: a remote imports @murmur/shared only, shared and mock-api import no app, and the shell reaches remotes through federation.',
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: forbiddenApps.map((app) => ({
            target: files.map((f) => `./${f.split('/')[0]}`),
            from: `./${app}`,
            message: `No imports from ${app} here: imports flow one way (see STYLE.md).`,
          })),
        },
      ],
    },
  };
}

/** Apps import the package entry, never its insides (the federation shares the entry only). */
const NO_DEEP_SHARED = [
  '@murmur/shared/src/*',
  // Tests may use the shared test helpers in src/testing.
  '@murmur/shared/src/!(testing)/**',
  '!@murmur/shared/src/testing',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      '**/@mf-types/**',
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
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': ['error', { paths: [RAW_REDUX_HOOKS] }],
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
  zone(['shared/**'], APPS),
  zone(['mock-api/**'], APPS),
  zone(['shell/**'], REMOTES, NO_DEEP_SHARED),
  ...REMOTES.map((remote) =>
    zone(
      [`${remote}/**`],
      APPS.filter((app) => app !== remote),
      NO_DEEP_SHARED,
    ),
  ),
  {
    // The typed hooks are built from the raw ones, in this one file.
    files: ['shared/src/store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'e2e/**',
      'scripts/**',
      '**/rspack.config.ts',
      'shared/build/**',
    ],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
