/**
 * Sessions cannot pile up: a password replayed in a loop keeps at most the cap of live sessions
 * (the least recently used ended first, its token then refused), the sessions no token can use
 * any more are swept, and the idle limit is shorter than a token's life, so it acts.
 */
import { sql } from 'kysely';
import { decodeJwt } from 'jose';
import { SPEC_MESSAGES } from '@murmur/contract';
import { DEFAULT_SESSION_IDLE_DAYS, readConfig } from '../src/config';
import { TOKEN_LIFETIME_DAYS } from '../src/security/tokens';
import { loginAs, startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

const CAP = 3;
let test: TestApp;
beforeAll(async () => {
  test = await startTestApp({ sessionsPerUser: CAP });
});
afterAll(() => test.close());

const me = (token: string) =>
  test.app.inject({ method: 'GET', url: '/api/v2/me', headers: { authorization: token } });
const sessionsOf = async (username: string) => {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*) AS n FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE u.username = ${username}`.execute(test.app.db);
  return Number(rows[0]!.n);
};
const sessionIdOf = (token: string) => (decodeJwt(token) as { sid: string }).sid;

it('logging in past the cap ends the least recently used session; the others and other people’s stay', async () => {
  const other = await loginAs(test.app, 'maya.solberg', 'kiln-on-sundays');
  const tokens = [];
  for (let i = 0; i < CAP + 2; i += 1) {
    tokens.push(await loginAs(test.app, 'guest', 'murmur-guest'));
    // Each one a moment less recently used than the next.
    await sql`UPDATE sessions SET last_used_at = now() - make_interval(mins => ${60 - i})
      WHERE id = ${sessionIdOf(tokens.at(-1)!)}`.execute(test.app.db);
  }
  expect(await sessionsOf('guest')).toBe(CAP);
  for (const ended of tokens.slice(0, 2)) {
    const refused = await me(ended);
    expect([refused.statusCode, refused.json()]).toEqual([
      401,
      { errors: [SPEC_MESSAGES.invalidToken] },
    ]);
  }
  for (const kept of tokens.slice(2)) expect((await me(kept)).statusCode).toBe(200);
  expect((await me(other)).statusCode).toBe(200);
  expect(await sessionsOf('maya.solberg')).toBe(1);
});

it('sweeps the sessions idle past the limit or older than a token lives, and only those', async () => {
  const idle = await loginAs(test.app, 'maya.solberg', 'kiln-on-sundays');
  const old = await loginAs(test.app, 'maya.solberg', 'kiln-on-sundays');
  const live = await loginAs(test.app, 'maya.solberg', 'kiln-on-sundays');
  await sql`UPDATE sessions SET last_used_at = now() - make_interval(days => ${DEFAULT_SESSION_IDLE_DAYS}, mins => 1)
    WHERE id = ${sessionIdOf(idle)}`.execute(test.app.db);
  await sql`UPDATE sessions SET created_at = now() - make_interval(days => ${TOKEN_LIFETIME_DAYS}, mins => 1)
    WHERE id = ${sessionIdOf(old)}`.execute(test.app.db);

  expect(await test.app.sweepSessions()).toBe(2);
  const { rows } = await sql<{ id: string }>`SELECT id FROM sessions`.execute(test.app.db);
  const left = rows.map((row) => row.id);
  expect(left).not.toContain(sessionIdOf(idle));
  expect(left).not.toContain(sessionIdOf(old));
  expect(left).toContain(sessionIdOf(live));
  expect((await me(live)).statusCode).toBe(200);
  expect(await test.app.sweepSessions()).toBe(0);
});

it('the idle limit is shorter than a token’s life by default, and cannot be set past it', () => {
  expect(readConfig({}).sessionIdleDays).toBe(DEFAULT_SESSION_IDLE_DAYS);
  expect(DEFAULT_SESSION_IDLE_DAYS).toBeLessThan(TOKEN_LIFETIME_DAYS);
  expect(() => readConfig({ MURMUR_SESSION_IDLE_DAYS: '14' })).toThrow(
    'MURMUR_SESSION_IDLE_DAYS must be 1 to 7 (a token lives 7 days): got "14".',
  );
});
