/**
 * A drawn page holds its styles' text (a `<style>`), read from the store as the page is written.
 * The attack: a stylesheet changed in the store after its deploy, to restyle every page drawn
 * next (a fake login form over the real one). What the attacker gets: the text is not held, so
 * the page links the file with its pinned integrity, which the browser refuses.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeIntegrityList } from './integrity';
import { pinnedIntegrity, pinnedText } from './pinnedStoreFiles';

const URL_OF_STYLES = '/apps/feed-app/v1/static/css/async/pages.1a2b3c4d.css';
const CSS = '.feed-title { color: white; }\n';
let root: string;
let file: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'murmur-pinned-text-'));
  const version = join(root, 'apps/feed-app/v1');
  file = join(root, URL_OF_STYLES);
  mkdirSync(join(version, 'static/css/async'), { recursive: true });
  writeFileSync(file, CSS);
  writeIntegrityList(version, ['static/css/async/pages.1a2b3c4d.css']);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test('a stylesheet as deployed is held in the page', () => {
  expect(pinnedText(root, URL_OF_STYLES)).toBe(CSS);
});

test('a stylesheet changed in the store after its deploy is not: the page links it, pinned', () => {
  chmodSync(file, 0o644);
  writeFileSync(file, `${CSS}form { display: none; }\n`);
  expect(pinnedText(root, URL_OF_STYLES)).toBeNull();
  expect(pinnedIntegrity(root, URL_OF_STYLES)).toMatch(/^sha384-/);
});

test('a file no list pins, or one outside the versions, is never held', () => {
  rmSync(join(root, 'apps/feed-app/v1/integrity.json'));
  expect(pinnedText(root, URL_OF_STYLES)).toBeNull();
  expect(pinnedText(root, '/apps/../releases.log')).toBeNull();
  expect(pinnedText(root, 'https://cdn.example/apps/feed-app/v1/a.css')).toBeNull();
});
