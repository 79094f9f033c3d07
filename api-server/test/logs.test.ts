/** The structured log never holds a password or a hash, whatever the request. */
import { Writable } from 'node:stream';
import { startTestApp } from './support/test-app';

jest.setTimeout(120_000);

it('logs requests as JSON without passwords, hashes or tokens', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const test = await startTestApp({ logger: { level: 'trace', stream } });
  try {
    const password = 'a-very-distinctive-password-42';
    const signup = await test.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { username: 'logged', password, firstName: 'L', lastName: 'G' },
    });
    const token = (signup.json() as { encodedToken: string }).encodedToken;
    await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'logged', password },
    });
    await test.app.inject({
      method: 'POST',
      url: '/api/posts/like/post-1',
      headers: { authorization: token },
    });
    await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"password": "' + password,
    });
    const v2 = await test.app.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { username: 'logged', password },
    });
    const v2Token = (v2.json() as { token: string }).token;
    const authorized = await test.app.inject({
      method: 'GET',
      url: '/api/v2/me',
      headers: { authorization: `Bearer ${v2Token}` },
    });
    expect(authorized.statusCode).toBe(200);

    expect(lines.length).toBeGreaterThan(4);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    const all = lines.join('\n');
    expect(all).not.toContain(password);
    expect(all).not.toContain('$argon2');
    expect(all).not.toContain(token);
    expect(all).not.toContain(v2Token);
    // Each request's lines carry its id, the one its answer names.
    const ids = lines
      .map((line) => JSON.parse(line) as { reqId?: string })
      .filter((entry) => entry.reqId !== undefined)
      .map((entry) => entry.reqId);
    expect(ids).toContain(authorized.headers['x-request-id']);
  } finally {
    await test.close();
  }
});
