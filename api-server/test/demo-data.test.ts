/**
 * The demo's accounts (their passwords are in the repository) are created only when asked: always
 * in development and tests, in production only with MURMUR_DEMO_DATA=1.
 */
import { readConfig } from '../src/config';
import { attemptLogin, startTestApp } from './support/test-app';

jest.setTimeout(120_000);

const SECRET = 'a-production-secret-that-is-long-enough-0123456789';
/** Production refuses to start without one (the embedded database is not for production). */
const DATABASE_URL = 'postgres://localhost/murmur';

it('a production server seeds nothing unless MURMUR_DEMO_DATA=1', () => {
  expect(readConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, DATABASE_URL }).demoData).toBe(
    false,
  );
  expect(
    readConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, DATABASE_URL, MURMUR_DEMO_DATA: '1' })
      .demoData,
  ).toBe(true);
  expect(readConfig({ NODE_ENV: 'development' }).demoData).toBe(true);
  expect(readConfig({ NODE_ENV: 'test' }).demoData).toBe(true);
});

it('without demo data, an empty database stays empty: no account, no known password', async () => {
  const test = await startTestApp({ demoData: false });
  try {
    const users = await test.app.db.selectFrom('users').select('username').execute();
    expect(users).toEqual([]);
    const login = await attemptLogin(test.app, '/api/v2/auth/login', 'guest', 'murmur-guest');
    expect(login.statusCode).toBe(404);
  } finally {
    await test.close();
  }
});
