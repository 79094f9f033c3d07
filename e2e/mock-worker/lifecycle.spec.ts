/**
 * The mock's service worker stopped by the browser in the middle of use (as Chromium stops an
 * idle worker), and replaced by a new version while a page is open: nothing written is lost, the
 * page's calls go on being answered, and a new event stream gets the events again.
 */
import { expect, test } from '@playwright/test';
import {
  call,
  openStream,
  registerWorker,
  streamEnded,
  streamText,
  tokenOf,
  workerPage,
} from './worker-page';

const likeCount = async (page: Parameters<typeof call>[0], postId: string) =>
  ((await call(page, 'GET', `/v2/posts/${postId}`)).body as { post: { likeCount: number } }).post
    .likeCount;

test('a worker stopped mid-session loses nothing, and the event stream resumes', async ({
  context,
}) => {
  const page = await workerPage(context);
  const theo = await tokenOf(page, 'theo');
  expect(await openStream(page, theo)).toBe(200);
  const before = await likeCount(page, 'post-1');
  expect((await call(page, 'POST', '/v2/posts/post-1/like', { token: theo })).status).toBe(200);
  await expect.poll(() => streamText(page)).toContain('event: post.counted');

  const devtools = await context.newCDPSession(page);
  await devtools.send('ServiceWorker.enable');
  await devtools.send('ServiceWorker.stopAllWorkers');
  await expect.poll(() => streamEnded(page)).toBe(true);

  // The next call wakes the worker, which reads the saved data.
  expect(await likeCount(page, 'post-1')).toBe(before + 1);
  expect(await openStream(page, theo)).toBe(200);
  expect((await call(page, 'POST', '/v2/posts/post-1/dislike', { token: theo })).status).toBe(200);
  await expect.poll(() => streamText(page)).toMatch(/event: post\.counted\nid: \d+\n/);
  expect(await likeCount(page, 'post-1')).toBe(before);
});

test('a new worker version takes over an open page without losing its data', async ({
  context,
}) => {
  const page = await workerPage(context, 'delay=0');
  const guest = await tokenOf(page, 'guest');
  const created = await call(page, 'POST', '/v2/posts', {
    token: guest,
    body: { content: 'Written before the update' },
  });
  const { post } = created.body as { post: { id: string } };
  const other = await context.newPage();
  await other.goto('/remotes.json');

  // Another script URL is another version: it installs, skips waiting and claims both pages.
  await registerWorker(page, 'delay=0&seedPosts=22');
  await expect
    .poll(() => other.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
    .toContain('seedPosts=22');
  expect((await call(other, 'GET', `/v2/posts/${post.id}`)).status).toBe(200);
  expect((await call(page, 'GET', `/v2/posts/${post.id}`)).status).toBe(200);
});
