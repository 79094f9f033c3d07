import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { refreshServedRoutes } from './servedRoutes';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'murmur-served-routes-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const write = (path: string, content: unknown) => {
  mkdirSync(join(folder, path, '..'), { recursive: true });
  writeFileSync(join(folder, path), JSON.stringify(content));
};

test("npm run serve's remotes.json takes each served remote's routes from its build", () => {
  const trending = { path: '/trending', page: 'TrendingPage', what: 'Trending', access: 'public' };
  write('shell/remotes.json', {
    feed: { manifest: 'http://localhost:4002/mf-manifest.json', routes: [] },
    legacy: 'http://localhost:4007/mf-manifest.json',
    elsewhere: { manifest: 'https://cdn.example/mf-manifest.json', routes: [] },
  });
  write('feed/routes.json', [trending]);

  refreshServedRoutes(
    join(folder, 'shell'),
    new Map([
      ['http://localhost:4002', join(folder, 'feed')],
      ['http://localhost:4007', join(folder, 'legacy')],
    ]),
  );

  expect(JSON.parse(readFileSync(join(folder, 'shell/remotes.json'), 'utf8'))).toEqual({
    feed: { manifest: 'http://localhost:4002/mf-manifest.json', routes: [trending] },
    // A build without routes.json, and another origin, stay as the shell's build wrote them.
    legacy: 'http://localhost:4007/mf-manifest.json',
    elsewhere: { manifest: 'https://cdn.example/mf-manifest.json', routes: [] },
  });
});
