/**
 * `MURMUR_MOCK_API=false` builds for a real backend: the mock API is loaded through a dynamic
 * import behind that flag, so with it off no file of any app's build holds Mirage or Pretender.
 */
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { allApps } from '@murmur/build/apps';
import { buildApp, buildText, distOf, tempFolder } from './support/builds';

const MOCK_LIBRARIES = /pretender|miragejs/i;

const filesMentioningTheMock = (folder: string) =>
  [...buildText(folder)].filter(([, text]) => MOCK_LIBRARIES.test(text)).map(([path]) => path);

let output: ReturnType<typeof tempFolder>;

test.beforeAll(() => {
  output = tempFolder('mock-off');
});

test.afterAll(() => {
  output?.remove();
});

test('the default build carries the mock API (so the search below can find it)', () => {
  expect(filesMentioningTheMock(distOf('shell'))).not.toEqual([]);
});

test('with MURMUR_MOCK_API=false no app bundles pretender or miragejs', async () => {
  for (const app of allApps) {
    const folder = join(output.path, app.dir);
    await buildApp(app.dir, { outputPath: folder, env: { MURMUR_MOCK_API: 'false' } });
    expect(buildText(folder).has('index.html'), `${app.dir} was built`).toBe(true);
    expect(filesMentioningTheMock(folder), `${app.dir} with the mock off`).toEqual([]);
  }
});
