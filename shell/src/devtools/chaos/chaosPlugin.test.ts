import { chaosPlugin, SLOW_MS } from './chaosPlugin';

type Hooks = Required<ReturnType<typeof chaosPlugin>>;
const feed = { name: 'feed', entry: 'http://localhost/feed/mf-manifest.json' };

test('offline refuses the remote’s manifest as a network would, and nothing of another remote', async () => {
  const plugin = chaosPlugin({ remote: 'feed', fault: 'offline' }) as Hooks;
  await expect(plugin.fetch('u', {}, feed as never)).rejects.toThrow(TypeError);
  expect(plugin.fetch('u', {}, { ...feed, name: 'profile' } as never)).toBeUndefined();
});

test('throw gives pages that throw as they render, under the names the shell asks for', async () => {
  const plugin = chaosPlugin({ remote: 'feed', fault: 'throw' }) as Hooks;
  const exposed = await plugin.onLoad({
    remote: feed,
    exposeModule: { HomePage: () => null, ExplorePage: () => null },
  } as never);
  const pages = exposed as unknown as Record<string, () => unknown>;
  expect(() => pages.HomePage!()).toThrow(
    'The "feed" app\'s HomePage throws on purpose (?chaos=feed:throw).',
  );
  expect(Object.keys(pages)).toEqual(['HomePage', 'ExplorePage']);
});

test('slow holds each load of the remote, and only of the remote', async () => {
  jest.useFakeTimers();
  const plugin = chaosPlugin({ remote: 'feed', fault: 'slow' }) as Hooks;
  let done = false;
  const held = Promise.resolve(plugin.beforeRequest({ id: 'feed/pages' } as never)).then(() => {
    done = true;
  });
  await jest.advanceTimersByTimeAsync(SLOW_MS - 1);
  expect(done).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  await held;
  expect(done).toBe(true);
  jest.useRealTimers();
});
