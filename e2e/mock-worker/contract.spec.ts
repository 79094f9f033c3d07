/**
 * A faithful part of the contract suite (v1) and of the `/api/v2` suite, through the mock's
 * service worker from a real page: the worker is held to the answers the in-page mock and the
 * API server give (mock-api/test: the whole suites run through the same worker host in Jest).
 */
import { SPEC_MESSAGES } from '@murmur/contract';
import { expect, test } from '@playwright/test';
import { call, tokenOf, workerPage } from './worker-page';

test('the worker answers /api and /api/v2 with the contract status codes and bodies', async ({
  context,
}) => {
  const page = await workerPage(context);
  const guest = await tokenOf(page, 'guest');

  // v1: the spec's list, a refusal with its message, an unknown route.
  const posts = await call(page, 'GET', '/posts');
  expect(posts.status).toBe(200);
  expect(posts.headers['content-type']).toBe('application/json');
  expect((posts.body as { posts: unknown[] }).posts.length).toBe(22);
  const unsigned = await call(page, 'POST', '/posts', { body: { content: 'x' } });
  expect(unsigned.status).toBe(404);
  expect(unsigned.body).toEqual({ errors: [SPEC_MESSAGES.unknownUser] });
  expect((await call(page, 'GET', '/no-such-thing')).status).toBe(404);

  // v2: a page of the home timeline, a write and what it answers, a bad limit.
  const home = await call(page, 'GET', '/v2/timelines/home?limit=5', { token: guest });
  expect(home.status).toBe(200);
  expect(Object.keys(home.body as object).sort()).toEqual(['items', 'nextCursor']);
  expect((home.body as { items: unknown[] }).items).toHaveLength(5);
  const created = await call(page, 'POST', '/v2/posts', {
    token: guest,
    body: { content: 'From the worker' },
  });
  expect(created.status).toBe(201);
  const { post } = created.body as { post: { id: string; content: string } };
  expect(post.content).toBe('From the worker');
  const read = await call(page, 'GET', `/v2/posts/${post.id}`);
  expect(read.status).toBe(200);
  expect((await call(page, 'GET', '/v2/timelines/home?limit=0', { token: guest })).status).toBe(
    400,
  );

  // A tampered token is 401, as on the server.
  const [head, payload, signature] = guest.split('.');
  const tampered = `${head}.${payload}x.${signature}`;
  expect((await call(page, 'GET', '/v2/me', { token: tampered })).status).toBe(401);
});
