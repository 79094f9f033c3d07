/** One Jest run for every workspace: jsdom, SWC for TypeScript, CSS modules as class-name proxies. */
import { fileURLToPath } from 'node:url';
import { CONTRACT_FILES, V2_SUITE_FILES, apiServerProjects } from './api-server/jest.projects.mjs';
import { readWorkspaceApps } from './shared/build/workspaceApps.mjs';

const rootDir = fileURLToPath(new URL('.', import.meta.url));
/** The shell and every remote, as the workspaces declare them: a new remote's tests join the run. */
const { host, remotes } = readWorkspaceApps(rootDir);

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const web = {
  displayName: 'web',
  rootDir,
  testEnvironment: 'jsdom',
  roots: [
    '<rootDir>/shared',
    '<rootDir>/mock-api',
    ...[host, ...remotes].map((app) => `<rootDir>/${app.dir}`),
    '<rootDir>/scripts',
    '<rootDir>/tools',
    '<rootDir>/bench',
  ],
  testMatch: ['**/?(*.)test.[jt]s?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/dist-dev/', '/tools/[^/]+/server/'],
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.m?js$': swc },
  // Packages that ship only ES modules must be compiled for Jest too.
  transformIgnorePatterns: [
    '/node_modules/(?!(jose|idb-keyval|miragejs|react-hot-toast|goober|typebox|p-map)/)',
  ],
  moduleNameMapper: {
    '\\.(css|scss)$': 'identity-obj-proxy',
  },
  setupFiles: ['<rootDir>/shared/testing/src/polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/shared/testing/src/setup-tests.ts'],
};

/** The contract suite and the `/api/v2` suite again, answered by the mock's service-worker host. */
const workerHost = {
  ...web,
  displayName: 'contract: worker host',
  roots: ['<rootDir>/mock-api'],
  testMatch: [...CONTRACT_FILES, ...V2_SUITE_FILES],
  testEnvironment: '<rootDir>/mock-api/test/support/worker-host-environment.ts',
  setupFiles: [...web.setupFiles, '<rootDir>/mock-api/test/support/worker-host-fetch.ts'],
};

/** The tools' local servers (the release dashboard's): Node programs, tested with Node's own fetch. */
const toolServers = {
  displayName: 'tool servers',
  rootDir,
  testEnvironment: 'node',
  roots: ['<rootDir>/tools'],
  testMatch: ['**/server/**/?(*.)test.ts'],
  transform: web.transform,
  transformIgnorePatterns: web.transformIgnorePatterns,
};

// The API server's tests, and the contract suite run again against the server.
export default { projects: [web, workerHost, toolServers, ...apiServerProjects(web)] };
