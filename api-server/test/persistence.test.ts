/** Writes survive a restart, and the server keeps nothing in memory a second instance would need. */
import { rmSync } from 'node:fs';
import { startServerProcess } from './support/server-process';
import { guestToken, send } from './support/http';
import { freshPostgres, onPostgresOnly } from './support/targets';
import { TEST_SECRET } from './support/test-app';

jest.setTimeout(180_000);

it('a restart of the embedded server keeps every write', async () => {
  const first = await startServerProcess();
  const token = await guestToken(first.origin);
  await send(first.origin, 'POST', '/posts', {
    token,
    body: { postData: { content: 'Written before the restart' } },
  });
  await send(first.origin, 'POST', '/posts/like/post-1', { token });
  await send(first.origin, 'POST', '/auth/signup', {
    body: { username: 'survivor', password: 'open sesame', firstName: 'S', lastName: 'V' },
  });
  await first.stop({ keepData: true });

  const second = await startServerProcess({ dataDir: first.dataDir });
  try {
    const { body } = await send(second.origin, 'GET', '/posts');
    const posts = body.posts as { content: string; _id: string; likes: { likeCount: number } }[];
    expect(posts[0]?.content).toBe('Written before the restart');
    expect(posts.find((post) => post._id === 'post-1')?.likes.likeCount).toBe(2);
    const login = await send(second.origin, 'POST', '/auth/login', {
      body: { username: 'survivor', password: 'open sesame' },
    });
    expect(login.status).toBe(200);
    // The development secret is kept in the data folder: a token from before still works.
    const like = await send(second.origin, 'POST', '/posts/like/post-14', { token });
    expect(like.status).toBe(201);
  } finally {
    await second.stop();
    // The second server ran on the first one's folder, which neither removes on its own.
    rmSync(first.dataDir, { recursive: true, force: true });
  }
});

onPostgresOnly('two instances on one PostgreSQL', () => {
  it('serve the same users and see each other’s writes', async () => {
    const databaseUrl = await freshPostgres();
    const env = { JWT_SECRET: TEST_SECRET };
    const [a, b] = await Promise.all([
      startServerProcess({ databaseUrl, env }),
      startServerProcess({ databaseUrl, env }),
    ]);
    try {
      const signup = await send(a.origin, 'POST', '/auth/signup', {
        body: { username: 'scaled', password: 'open sesame', firstName: 'Sc', lastName: 'Aled' },
      });
      const token = signup.body.encodedToken as string;
      const created = await send(b.origin, 'POST', '/posts', {
        token,
        body: { postData: { content: 'Posted through B with a token from A' } },
      });
      expect(created.status).toBe(201);
      const fromA = await send(a.origin, 'GET', '/posts/user/scaled');
      expect((fromA.body.posts as { content: string }[]).map((post) => post.content)).toEqual([
        'Posted through B with a token from A',
      ]);
      const login = await send(b.origin, 'POST', '/auth/login', {
        body: { username: 'SCALED', password: 'open sesame' },
      });
      expect(login.status).toBe(200);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});
