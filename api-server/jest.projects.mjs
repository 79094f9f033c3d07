/**
 * The API server's Jest projects, spread into the root config's `projects`:
 * - `api-server`: its own tests (Node environment);
 * - `contract: server (embedded)` and `contract: server (PostgreSQL)`: mock-api's contract suite
 *   and the paginated API's suite (mock-api/test/v2), unchanged, against the real server. The
 *   PostgreSQL run needs Debian's postgresql package and root (CI has both); elsewhere it is left
 *   out with a line saying so.
 */
import { existsSync } from 'node:fs';

const PG_BIN = '/usr/lib/postgresql/15/bin';

/** The mock-api test files that speak only through HTTP: the contract itself. */
export const CONTRACT_FILES = [
  'auth',
  'bookmarks',
  'comments',
  'posts',
  'privacy',
  'status-codes',
  'tokens',
  'users',
].map((name) => `<rootDir>/mock-api/test/${name}.test.ts`);

/** The paginated API's suite (`/api/v2`): HTTP only too, every file of its folder. */
export const V2_SUITE_FILES = ['<rootDir>/mock-api/test/v2/**/*.test.ts'];

export function postgresSkipReason() {
  if (process.env.MURMUR_SKIP_POSTGRES === '1') return 'MURMUR_SKIP_POSTGRES=1';
  if (!existsSync(`${PG_BIN}/initdb`)) return `no PostgreSQL 15 at ${PG_BIN}`;
  if (process.getuid?.() !== 0) return 'starting PostgreSQL as the postgres user needs root';
  return undefined;
}

/** `web` is the root's jsdom project: the contract projects reuse its transform and setup. */
export function apiServerProjects(web) {
  const serverSetup = {
    globalSetup: '<rootDir>/api-server/test/support/global-setup.ts',
    globalTeardown: '<rootDir>/api-server/test/support/global-teardown.ts',
  };
  const contract = (target, displayName) => ({
    ...web,
    ...serverSetup,
    displayName,
    roots: ['<rootDir>/mock-api'],
    testMatch: [...CONTRACT_FILES, ...V2_SUITE_FILES],
    testEnvironment: '<rootDir>/api-server/test/contract/environment.ts',
    testEnvironmentOptions: { apiTarget: target },
  });
  const projects = [
    {
      rootDir: web.rootDir,
      displayName: 'api-server',
      testEnvironment: '<rootDir>/api-server/test/support/node-environment.ts',
      roots: ['<rootDir>/api-server'],
      testMatch: ['<rootDir>/api-server/test/**/*.test.ts'],
      transform: web.transform,
      // jose, light-my-request's cookie and the release store's p-map ship only ES modules (also
      // when nested, as under tools/releases/node_modules).
      transformIgnorePatterns: [
        '/node_modules/(?!(?:[^/]+/node_modules/)?(?:jose|cookie|typebox|p-map)/)',
      ],
      // Its global setup starts the PostgreSQL cluster too, when there can be one.
      testEnvironmentOptions: { apiTarget: postgresSkipReason() ? 'embedded' : 'postgres' },
      ...serverSetup,
    },
    contract('embedded', 'contract: server (embedded)'),
  ];
  const skip = postgresSkipReason();
  if (skip) {
    console.warn(`\n⚠ Skipped: the contract suite against PostgreSQL (${skip}).\n`);
  } else {
    projects.push(contract('postgres', 'contract: server (PostgreSQL)'));
  }
  return projects;
}
