import { forgetPins, pinFiles } from './pinnedFiles';
import { pinInsertedStylesheets } from './pinInsertedStylesheets';

const MANIFEST = `${window.location.origin}/apps/feed-app/v2/mf-manifest.json`;
const STYLES = `${window.location.origin}/apps/feed-app/v2/static/css/async/633.1a2b3c4d.css`;

beforeAll(() => pinInsertedStylesheets());
beforeEach(() => {
  forgetPins();
  pinFiles('feed', 'v2', MANIFEST, { 'static/css/async/633.1a2b3c4d.css': 'sha384-style' });
});

/** A stylesheet as Rspack's CSS loader makes it, inserted as it inserts it. */
function insertAsTheLoaderDoes(href: string, how: 'append' | 'before'): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  if (how === 'append') document.head.appendChild(link);
  else document.head.insertBefore(link, document.head.firstChild);
  return link;
}

test("a remote's later stylesheet is pinned as its loader puts it into the head", () => {
  for (const how of ['append', 'before'] as const) {
    const link = insertAsTheLoaderDoes(STYLES, how);
    expect(link.integrity).toBe('sha384-style');
    expect(link.crossOrigin).toBe('anonymous');
    expect(link.isConnected).toBe(true);
  }
});

test('a stylesheet nobody pinned, or anything else put into the head, is left as it is', () => {
  const unpinned = insertAsTheLoaderDoes('http://localhost:4002/static/css/a.css', 'append');
  expect(unpinned.integrity ?? '').toBe('');
  expect(unpinned.getAttribute('crossorigin')).toBeNull();
  const style = document.head.appendChild(document.createElement('style'));
  expect(style.isConnected).toBe(true);
});
