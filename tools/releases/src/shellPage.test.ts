import { shellVersionOf } from '@murmur/shell/release-rules';
import { shellPageFor } from './shellPage';

const built =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Murmur</title><script defer src="/static/js/main.2de7a053.js"></script></head><body><div id="root"></div></body></html>';

test("the store's page names the shell's files under its version's folder, and the version", () => {
  const page = shellPageFor(built, '/apps/shell/v3/', 'v3');
  expect(page).toContain('<script defer src="/apps/shell/v3/static/js/main.2de7a053.js">');
  expect(page).toContain('<link rel="icon" href="data:,">');
  expect(shellVersionOf(page)).toBe('v3');
  expect(shellVersionOf(built)).toBeNull();
});

test("the page pins the shell's own files with the hashes of its version's list", () => {
  const page = shellPageFor(built, '/apps/shell/v3/', 'v3', {
    'static/js/main.2de7a053.js': 'sha384-main',
  });
  expect(page).toContain(
    '<script defer src="/apps/shell/v3/static/js/main.2de7a053.js" integrity="sha384-main">',
  );
});

test('a stylesheet is pinned too; a tag the build pinned itself keeps its one integrity', () => {
  // Built with Rspack's SubresourceIntegrityPlugin: its tags carry their hashes already.
  const sri =
    '<html><head><script crossorigin defer integrity="sha384-built" src="/static/js/main.1.js"></script>' +
    '<link rel="stylesheet" href="/static/css/async/start-up.2.css">' +
    '<link as="script" href="/static/js/async/start-up.3.js" rel="preload"></head></html>';
  const page = shellPageFor(sri, '/apps/shell/v4/', 'v4', {
    'static/js/main.1.js': 'sha384-built',
    'static/css/async/start-up.2.css': 'sha384-style',
    'static/js/async/start-up.3.js': 'sha384-chunk',
  });
  expect(page).toContain(
    '<script crossorigin defer integrity="sha384-built" src="/apps/shell/v4/static/js/main.1.js">',
  );
  expect(page.match(/integrity=/g)).toHaveLength(2);
  expect(page).toContain(
    '<link rel="stylesheet" href="/apps/shell/v4/static/css/async/start-up.2.css" integrity="sha384-style">',
  );
  // A preload as built: an older shell's chunk loader demands no integrity of its request.
  expect(page).toContain(
    '<link as="script" href="/apps/shell/v4/static/js/async/start-up.3.js" rel="preload">',
  );
});

test('a page that names no file of the build is not a shell build', () => {
  expect(() => shellPageFor('<html><head></head></html>', '/apps/shell/v1/', 'v1')).toThrow(
    "The shell's index.html names no file under /static/",
  );
});

test("the shell's files the federation runtime loads (the full shared libraries) are named with their hashes", () => {
  const page = shellPageFor(built, '/apps/shell/v3/', 'v3', {
    'static/js/main.2de7a053.js': 'sha384-main',
    'independent-packages/react_redux/9.3.1/share-entry.1a2b3c4d.js': 'sha384-full',
  });
  expect(page).toContain(
    '<script type="application/json" id="murmur-shell-pins">{"base":"/apps/shell/v3/","version":"v3","files":{"independent-packages/react_redux/9.3.1/share-entry.1a2b3c4d.js":"sha384-full"}}</script></head>',
  );
  // Nothing else of the list: the page and the chunk loader pin the rest.
  expect(page).not.toContain('"static/js/main.2de7a053.js":');
});
