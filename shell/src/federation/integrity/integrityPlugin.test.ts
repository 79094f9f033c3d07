import { integrityPlugin } from './integrityPlugin';
import { forgetPins, pinFiles, pinnedFile } from './pinnedFiles';
import { PIN_SCRIPT_GLOBAL } from '@murmur/contract';
import { pinChunkScripts } from './pinElement';

const MANIFEST = `${window.location.origin}/apps/feed-app/v2/mf-manifest.json`;
const ENTRY = `${window.location.origin}/apps/feed-app/v2/remoteEntry.js`;
const CHUNK = `${window.location.origin}/apps/feed-app/v2/static/js/async/1.js`;

beforeEach(() => {
  forgetPins();
  pinFiles('feed', 'v2', MANIFEST, {
    'remoteEntry.js': 'sha384-entry',
    'static/js/async/1.js': 'sha384-chunk',
    'static/css/async/1.css': 'sha384-style',
  });
});

type Hook<T> = (args: { url: string; attrs?: Record<string, unknown> }) => T;

test('a pinned file is named by its app, version and path in its version', () => {
  expect(pinnedFile(ENTRY)).toEqual({
    remote: 'feed',
    version: 'v2',
    file: 'remoteEntry.js',
    integrity: 'sha384-entry',
  });
  expect(pinnedFile('/apps/feed-app/v2/static/js/async/1.js')?.file).toBe('static/js/async/1.js');
});

test('createScript gives a pinned script its integrity, keeping the attributes asked for', () => {
  const createScript = integrityPlugin().createScript as Hook<HTMLScriptElement | undefined>;
  const script = createScript({ url: ENTRY, attrs: { 'data-test': 'yes', async: true } })!;
  expect(script.src).toBe(ENTRY);
  expect(script.integrity).toBe('sha384-entry');
  expect(script.getAttribute('data-test')).toBe('yes');
  expect(script.async).toBe(true);
  // In CORS mode on every origin, as every chunk loader asks and the page's preloads say.
  expect(script.crossOrigin).toBe('anonymous');
});

test('createLink gives a pinned stylesheet or preload its integrity', () => {
  const createLink = integrityPlugin().createLink as Hook<HTMLLinkElement | undefined>;
  const url = `${window.location.origin}/apps/feed-app/v2/static/css/async/1.css`;
  const link = createLink({ url, attrs: { rel: 'stylesheet' } })!;
  expect(link.href).toBe(url);
  expect(link.rel).toBe('stylesheet');
  expect(link.integrity).toBe('sha384-style');
});

test('a file nobody pinned (npm run serve, dev servers) is left to the runtime as it is', () => {
  const plugin = integrityPlugin();
  const url = 'http://localhost:4002/remoteEntry.js';
  expect((plugin.createScript as Hook<unknown>)({ url })).toBeUndefined();
  expect((plugin.createLink as Hook<unknown>)({ url, attrs: { rel: 'preload' } })).toBeUndefined();
});

test("a build's chunk loader pins its scripts through the page's global", () => {
  pinChunkScripts();
  const pin = (globalThis as Record<string, unknown>)[PIN_SCRIPT_GLOBAL] as (
    script: HTMLScriptElement,
  ) => void;
  const script = document.createElement('script');
  script.src = CHUNK;
  pin(script);
  expect(script.integrity).toBe('sha384-chunk');
});

test('another origin is asked with CORS, as Subresource Integrity needs there', () => {
  pinFiles('feed', 'v2', 'https://cdn.example.com/apps/feed-app/v2/mf-manifest.json', {
    'remoteEntry.js': 'sha384-cdn',
  });
  const createScript = integrityPlugin().createScript as Hook<HTMLScriptElement | undefined>;
  const script = createScript({ url: 'https://cdn.example.com/apps/feed-app/v2/remoteEntry.js' })!;
  expect(script.crossOrigin).toBe('anonymous');
});
