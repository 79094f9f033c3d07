import { registerPlugins } from '@module-federation/enhanced/runtime';
import { startChaosIfAsked } from './startChaos';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerPlugins: jest.fn() }));

const nodeEnv = process.env.NODE_ENV;
beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  window.history.replaceState(null, '', '/home?chaos=feed:offline');
  process.env.NODE_ENV = 'production';
});
afterEach(() => {
  process.env.NODE_ENV = nodeEnv;
  window.sessionStorage.clear();
  jest.mocked(registerPlugins).mockClear();
});

test('a live production session ignores ?chaos: no fault, nothing kept', async () => {
  await startChaosIfAsked(false);
  expect(registerPlugins).not.toHaveBeenCalled();
  expect(window.sessionStorage.length).toBe(0);
});

test('a preview session makes the fault, kept for the tab', async () => {
  await startChaosIfAsked(true);
  expect(jest.mocked(registerPlugins).mock.calls[0]?.[0]?.map((plugin) => plugin.name)).toEqual([
    'murmur-chaos',
  ]);
  expect(window.location.search).toBe('');
});

test('a development build makes it without a preview', async () => {
  process.env.NODE_ENV = 'development';
  await startChaosIfAsked(false);
  expect(registerPlugins).toHaveBeenCalledTimes(1);
});
