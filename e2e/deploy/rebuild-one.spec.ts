/**
 * Building one app for production: `npm run build -w feed-app` builds the feed and nothing else,
 * so the deployed shell (and its browsers' caches) stay as they are. The rebuild is written to a
 * temporary folder so the journeys, which serve feed-app/dist meanwhile, never see it half done.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildApp, distOf, fingerprints, tempFolder } from './support/builds';

let output: ReturnType<typeof tempFolder>;

test.beforeAll(() => {
  output = tempFolder('feed-rebuild');
});

test.afterAll(() => {
  output?.remove();
});

test('rebuilding feed-app alone leaves every file of the built shell untouched', async () => {
  const shellBefore = fingerprints(distOf('shell'));
  expect(Object.keys(shellBefore)).toContain('index.html');

  await buildApp('feed-app', { outputPath: output.path });

  // Same names, same bytes, and not even rewritten.
  expect(fingerprints(distOf('shell'))).toEqual(shellBefore);
  const manifest = JSON.parse(readFileSync(join(output.path, 'mf-manifest.json'), 'utf8')) as {
    name: string;
  };
  expect(manifest.name).toBe('feed');
});

test('a build names its entry points plainly and every other file by its content hash', async () => {
  const all = Object.keys(fingerprints(distOf('feed-app')));
  // The build for Node, which draws the first screens and no browser loads: its entry by its
  // name, as the tools ask for it, its chunks by their content.
  const server = all.filter((path) => path.startsWith('server/'));
  expect(server).toContain('server/remoteEntry.js');
  for (const path of server.filter((file) => file !== 'server/remoteEntry.js')) {
    expect(path).toMatch(/^server\/chunks\/.*\.[0-9a-f]{8}\.js$/);
  }
  const files = all.filter((path) => !path.startsWith('server/'));
  const plain = files.filter((path) => !path.includes('/'));
  const hashed = files.filter((path) => path.includes('/'));

  // The shell asks for these by name; routes.json is read by the tools that write remotes.json,
  // serve.json is the preview server's.
  expect(plain.sort()).toEqual([
    'index.html',
    'mf-manifest.json',
    'remoteEntry.js',
    'routes.json',
    'serve.json',
  ]);
  // Scripts and styles under static/, and the shared libraries' full copies too.
  expect(hashed.filter((path) => path.startsWith('static/')).length).toBeGreaterThan(0);
  expect(hashed.filter((path) => path.startsWith('independent-packages/')).length).toBe(3);
  for (const path of hashed) expect(path).toMatch(/\.[0-9a-f]{8}\.\w+$/);
});
