/**
 * Each command the README and the add-a-remote walkthrough give, and the test or script that
 * runs it: the file must exist and hold the invocation, so a command no test runs, or a test
 * that stops running it, fails the docs test. Add a row when a doc gains a command.
 */
export interface RunBy {
  /** The file that runs the command, relative to the repository. */
  file: string;
  /** How that file spells the invocation. */
  invocation: string;
}

export const COMMANDS_RUN_BY_TESTS: Record<string, RunBy> = {
  'npm install': { file: '.ci/run', invocation: 'npm install --no-audit --no-fund' },
  'npm test': { file: '.ci/run', invocation: '\nnpm test' },
  'npm start': {
    file: 'e2e/dev/support/runningProduct.ts',
    invocation: "args: ['start', '--silent'",
  },
  'npm start -- --dev=feed': {
    file: 'e2e/dev/dev-remotes.spec.ts',
    invocation: "runProductForFile(['--dev=feed'])",
  },
  'npm start -- --api=server': {
    file: 'playwright.config.ts',
    invocation: 'npm start -- --api=server',
  },
  // `npm test` runs `test:e2e`, which builds before the browser tests.
  'npm run build': { file: 'package.json', invocation: '&& npm run build && playwright test' },
  'npm run serve': { file: 'playwright.config.ts', invocation: "'npm run serve'" },
  'npm run typecheck': { file: 'package.json', invocation: '"test": "npm run typecheck &&' },
  'npm run lint': { file: 'package.json', invocation: '&& npm run lint &&' },
  // The browser tests start a remote alone with the script `start:<remote>` names; this test
  // holds each `start:<remote>` to it.
  'npm run start:feed': {
    file: 'shared/build/workspaceScripts.test.ts',
    invocation: "scriptsOf('.')[`start:${name}`]",
  },
  'npm run new-remote -- messages --route /messages --nav Messages': {
    file: 'e2e/dev/new-remote.spec.ts',
    invocation: "const NEW_REMOTE = ['messages', '--route', '/messages', '--nav', 'Messages'];",
  },
  'npm run deploy -- all': {
    file: 'e2e/release/nginx-headers.spec.ts',
    invocation: "store.run('deploy', ['all'",
  },
  'npm run serve:deploy': {
    file: 'e2e/release/support/releaseStore.ts',
    invocation: "'serve:deploy', '--', '--port'",
  },
  'npm run deploy -- feed-app': {
    file: 'e2e/release/deploy-and-roll-back.spec.ts',
    invocation: "store.run('deploy', ['feed-app'",
  },
  'npm run rollback -- feed-app': {
    file: 'e2e/release/deploy-and-roll-back.spec.ts',
    invocation: "store.run('rollback', ['feed-app'])",
  },
  // The walkthrough's `npm run rollback -- messages-app --remove`, run on the remote it generates.
  'npm run rollback -- feed-app --remove': {
    file: 'e2e/dev/new-remote.spec.ts',
    invocation: "store.run('rollback', ['messages-app', '--remove']",
  },
};

/**
 * The walkthrough adds a remote that does not exist (`messages`); its commands are checked as
 * they read for an existing remote.
 */
export const WALKTHROUGH_REMOTE = { name: 'messages', dir: 'messages-app' };
export const STAND_IN_REMOTE = { name: 'feed', dir: 'feed-app' };
