import { shellPageFor, shellVersionOf } from './shellPage';

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

test('a page that names no file of the build is not a shell build', () => {
  expect(() => shellPageFor('<html><head></head></html>', '/apps/shell/v1/', 'v1')).toThrow(
    "The shell's index.html names no file under /static/",
  );
});
