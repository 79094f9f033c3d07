import { askForChaos } from './chaosRequest';
import { startChaosIfAsked } from './startChaos';

/** The page's federation runtime, as its global offers it (federationInstance.ts). */
const registerPlugins = jest.fn();
Object.assign(globalThis, {
  __FEDERATION__: { __INSTANCES__: [{ options: { name: 'shell' }, registerPlugins }] },
});

const nodeEnv = process.env.NODE_ENV;
beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  window.history.replaceState(null, '', '/home?chaos=feed:offline');
  process.env.NODE_ENV = 'production';
});
afterEach(() => {
  process.env.NODE_ENV = nodeEnv;
  window.sessionStorage.clear();
  registerPlugins.mockClear();
});

const pluginsRegistered = () =>
  registerPlugins.mock.calls.flatMap(([plugins]) =>
    plugins.map((plugin: { name: string }) => plugin.name),
  );

test('a live production session ignores ?chaos: no fault, nothing kept', async () => {
  await startChaosIfAsked(false);
  expect(registerPlugins).not.toHaveBeenCalled();
  expect(window.sessionStorage.length).toBe(0);
});

test('a preview session makes the fault, and keeps it for the tab without the link', async () => {
  await startChaosIfAsked(true);
  expect(pluginsRegistered()).toEqual(['murmur-chaos']);
  expect(window.location.search).toBe('');
  await startChaosIfAsked(true);
  expect(pluginsRegistered()).toEqual(['murmur-chaos', 'murmur-chaos']);
});

test('a development build makes it without a preview; the panel’s choice is read the same way', async () => {
  process.env.NODE_ENV = 'development';
  window.history.replaceState(null, '', '/home');
  askForChaos({ remote: 'post', fault: 'throw' });
  await startChaosIfAsked(false);
  expect(pluginsRegistered()).toEqual(['murmur-chaos']);
});
