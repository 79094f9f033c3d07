import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allApps, host } from '@murmur/build/apps';
import { repositoryRoutesOf } from '@murmur/build/routes/remotesJson';
import { ServedPages } from './servedShellPage';
import { writeFakeBuild } from '@murmur/releases/testing';

let base: string;
let pages: ServedPages;

/** `npm run serve`'s builds: the shell's dist and each remote's at its origin, with server builds. */
beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), 'murmur-serve-test-'));
  const buildOfOrigin = new Map<string, string>();
  const remotesJson: Record<string, unknown> = {};
  for (const app of allApps) {
    const folder = join(base, app.dir);
    writeFakeBuild(folder, app, { server: true });
    if (app === host) continue;
    const origin = `http://localhost:${app.servePort}`;
    buildOfOrigin.set(origin, folder);
    remotesJson[app.name] = {
      manifest: `${origin}/mf-manifest.json`,
      routes: repositoryRoutesOf(app.name),
    };
  }
  writeFileSync(join(base, host.dir, 'remotes.json'), JSON.stringify(remotesJson));
  pages = new ServedPages(join(base, host.dir), buildOfOrigin);
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

const rootOf = (answer: Awaited<ReturnType<ServedPages['answer']>>) =>
  'page' in answer ? /<div id="root">(.*?)<\/div>/.exec(answer.page)?.[1] : answer;

test('a route is answered with its page drawn by the builds served', async () => {
  expect(rootOf(await pages.answer('/', undefined))).toBe(
    '<main>/ drawn by shell first and auth first</main>',
  );
  expect(rootOf(await pages.answer('/profile/maya.solberg', 'murmur_signed_in=1'))).toBe(
    '<main>/profile/:username drawn by shell first and profile first</main>',
  );
});

test('a signed-in route asked without the signed-in cookie goes to the login page, never drawn', async () => {
  expect(await pages.answer('/home', undefined)).toEqual({ redirect: '/' });
  expect(await pages.answer('/home', 'theme=dark; murmur_signed_in=')).toEqual({ redirect: '/' });
  expect(rootOf(await pages.answer('/home', 'theme=dark; murmur_signed_in=1'))).toContain(
    '/home drawn by shell first and feed first',
  );
});

test("a path no route serves is the shell's page, not drawn", async () => {
  expect(rootOf(await pages.answer('/no/such/page', undefined))).toBe('');
});

test('a remote rebuilt is drawn again on the next request', async () => {
  expect(rootOf(await pages.answer('/', undefined))).toContain('auth first');
  const auth = allApps.find((app) => app.name === 'auth')!;
  writeFakeBuild(join(base, auth.dir), auth, { server: true, marker: 'second' });
  // A build's files are written within the same second as the first drawing's: a new mtime.
  const later = new Date(Date.now() + 5_000);
  utimesSync(join(base, auth.dir, 'server/remoteEntry.js'), later, later);
  expect(rootOf(await pages.answer('/', undefined))).toContain('auth second');
});
