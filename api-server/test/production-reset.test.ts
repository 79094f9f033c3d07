/**
 * The commands that empty a database, pointed by mistake at one a production server has used:
 * `npm run api:reset`, `npm run api:seed` and the server's `--reset` each refuse, exit 1 and
 * say how to go on, and the production data is as it was; with `--i-know-this-is-production`
 * the reset runs. (Rails' protected environments: the database remembers it is production.)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/database';
import { embeddedDataDir } from './support/embedded-template';
import { API_SERVER_DIR, JITI_CLI, SERVER_ENTRY } from './support/paths';
import { startServerProcess } from './support/server-process';

jest.setTimeout(240_000);

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-that-is-long-enough-0123456789',
  MURMUR_ALLOW_EMBEDDED_IN_PRODUCTION: '1',
  MURMUR_ALLOW_RESET: '',
  MURMUR_DEMO_DATA: '1',
};

let dataDir: string;

/** A command as an operator runs it in development, on the data folder the server used. */
const run = (file: string, args: string[] = []) =>
  spawnSync(process.execPath, [JITI_CLI, file, ...args], {
    env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 120_000,
  });

async function usersNamed(username: string): Promise<number> {
  const opened = await openDatabase({
    databaseUrl: undefined,
    embeddedDir: path.join(dataDir, 'pglite'),
    lockDir: dataDir,
    createPglite: globalThis.__MURMUR_CREATE_PGLITE__,
  });
  try {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*) AS n FROM users WHERE username = ${username}`.execute(opened.db);
    return Number(rows[0]!.n);
  } finally {
    await opened.close();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'murmur-production-'));
  await embeddedDataDir(dataDir);
  // A production server runs on it, and someone signs up: data that must survive.
  const server = await startServerProcess({ dataDir, env: PRODUCTION });
  const signup = await fetch(`${server.origin}/api/v2/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'real-customer',
      password: 'a real password',
      firstName: 'R',
      lastName: 'C',
    }),
  });
  expect(signup.status).toBe(201);
  await server.stop({ keepData: true });
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const CLI = path.join(API_SERVER_DIR, 'src', 'cli');

it.each([
  ['npm run api:reset', path.join(CLI, 'reset.ts'), []],
  ['npm run api:seed', path.join(CLI, 'seed.ts'), ['--posts', '10', '--users', '10']],
  ['--reset', SERVER_ENTRY, ['--reset']],
])(
  '%s refuses a database a production server used, and leaves it as it was',
  async (action, file, args) => {
    const refused = run(file, args);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      `Refused: ${action} would delete every account, post and session, and this database was used by a production server. If you really mean to, run it again with --i-know-this-is-production.`,
    );
    expect(await usersNamed('real-customer')).toBe(1);
  },
);

it('npm run api:reset runs when told --i-know-this-is-production', async () => {
  const reset = run(path.join(CLI, 'reset.ts'), ['--i-know-this-is-production']);
  expect(reset.status).toBe(0);
  expect(reset.stdout).toContain('is back to the seed');
  expect(await usersNamed('real-customer')).toBe(0);
  // Still marked: the next reset needs saying so again.
  expect(run(path.join(CLI, 'reset.ts')).status).toBe(1);
});
