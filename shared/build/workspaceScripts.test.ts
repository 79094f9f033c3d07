import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allApps, remotes } from './apps';

const repoRoot = join(__dirname, '../..');
const scriptsOf = (dir: string): Record<string, string> =>
  (
    JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8')) as {
      scripts?: Record<string, string>;
    }
  ).scripts ?? {};

// The browser tests start a remote with `npm start -w <app> -- --port <p>` (a free port); these
// keep the root shortcuts people type pointing at that same script.
describe('commands to develop and build one app', () => {
  it.each(Object.entries(remotes))('npm run start:%s starts that remote alone', (name, app) => {
    expect(scriptsOf('.')[`start:${name}`]).toBe(`npm run start -w ${app.dir}`);
  });

  it.each(allApps.map((app) => [app.dir]))(
    '%s has its own dev server and production build',
    (dir) => {
      // The dev server runs under nodemon, which restarts it when its configuration changes
      // (nodemon.json): exposes, federation settings, a singleton's version.
      expect(scriptsOf(dir)).toMatchObject({
        start: 'nodemon --config ../shared/build/nodemon.json',
        build: 'rspack build',
      });
    },
  );

  it('npm run build builds every workspace that has a build', () => {
    // For this machine's preview: overrides from it allowed unless said (overrideOrigins.ts).
    expect(scriptsOf('.').build).toMatch(
      /^MURMUR_OVERRIDE_ORIGINS="[^"]*" npm run build --workspaces --if-present$/,
    );
  });
});

describe('the same commands in every workspace', () => {
  const { workspaces } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };

  it.each(workspaces.map((dir) => [dir]))(
    'npm run test, typecheck and lint -w %s run that workspace alone',
    (dir) => {
      const scripts = scriptsOf(dir);
      expect(Object.keys(scripts)).toEqual(expect.arrayContaining(['test', 'typecheck', 'lint']));
      expect(scripts.typecheck).toBe('tsc -p tsconfig.json --noEmit');
      expect(scripts.lint).toBe('eslint .');
    },
  );
});
