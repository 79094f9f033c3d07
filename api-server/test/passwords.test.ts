/** Passwords are stored as Argon2id hashes with OWASP's settings, never as sent. */
import { sql } from 'kysely';
import { attemptLogin, startTestApp } from './support/test-app';

jest.setTimeout(120_000);

it('stores Argon2id (m=19456, t=2, p=1) hashes, and logs in the seed users through them', async () => {
  const test = await startTestApp();
  try {
    const { rows } = await sql<{ username: string; password_hash: string }>`
      SELECT username, password_hash FROM users`.execute(test.app.db);
    expect(rows).toHaveLength(6);
    for (const row of rows)
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const login = await attemptLogin(test.app, '/api/auth/login', 'GUEST', 'murmur-guest');
    expect(login.statusCode).toBe(200);
  } finally {
    await test.close();
  }
});
