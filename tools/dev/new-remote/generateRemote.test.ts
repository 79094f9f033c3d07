import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { generateRemote } from './generateRemote';
import { GeneratorRefusal, parseNewRemoteOptions } from './options';

const repoRoot = join(__dirname, '../../..');

/**
 * The files the generator reads, copied from the repository into a folder of the test's own:
 * the root lists, every workspace's package.json and each remote's routes.
 */
function rootFilesCopy(): string {
  const root = mkdtempSync(join(tmpdir(), 'murmur-new-remote-'));
  const { workspaces } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  const files = ['package.json', 'tsconfig.json', '.prettierrc.json'].concat(
    workspaces.flatMap((dir) => [`${dir}/package.json`, `${dir}/src/routes.ts`]),
  );
  for (const file of files.filter((path) => existsSync(join(repoRoot, path)))) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    cpSync(join(repoRoot, file), join(root, file));
  }
  return root;
}

const readJson = (root: string, path: string) =>
  JSON.parse(readFileSync(join(root, path), 'utf8')) as Record<string, never>;

const shellReact = (
  JSON.parse(readFileSync(join(repoRoot, 'shell/package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  }
).dependencies.react;

const options = (command: string) => parseNewRemoteOptions(command.split(' '));

let root: string;
beforeEach(() => {
  root = rootFilesCopy();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm run new-remote', () => {
  it('writes a workspace shaped like the others and puts it in the root lists', () => {
    const made = generateRemote(root, options('messages --route /messages --nav Messages'));

    expect(made).toMatchObject({ dir: 'messages-app', devPort: 3005, servePort: 4005 });
    expect(made.created).toEqual(
      expect.arrayContaining([
        'messages-app/package.json',
        'messages-app/rspack.config.ts',
        'messages-app/tsconfig.json',
        'messages-app/src/index.ts',
        'messages-app/src/bootstrap.tsx',
        'messages-app/src/pages.ts',
        'messages-app/src/routes.ts',
        'messages-app/src/standalone/standalonePages.tsx',
        'messages-app/src/features/messages/MessagesPage.tsx',
        'messages-app/src/features/messages/MessagesPage.test.tsx',
        'e2e/journeys/messages.spec.ts',
      ]),
    );
    expect(readJson(root, 'messages-app/package.json')).toMatchObject({
      name: '@murmur/messages-app',
      murmur: { remote: 'messages', devPort: 3005, servePort: 4005 },
      dependencies: { react: shellReact },
    });
    const rootPackage = readJson(root, 'package.json');
    expect(rootPackage.workspaces).toContain('messages-app');
    expect(rootPackage.scripts).toMatchObject({
      'start:messages': 'npm run start -w messages-app',
    });
    expect(readJson(root, 'tsconfig.json').include).toContain('messages-app');
    const routes = readFileSync(join(root, 'messages-app/src/routes.ts'), 'utf8');
    expect(routes).toContain("path: '/messages'");
    expect(routes).toContain("nav: { label: 'Messages', icon: 'generic', order: 50 }");
    expect(routes).toContain("access: 'signed-in'");
  });

  it('takes the next free port pair and the options it is given', () => {
    generateRemote(root, options('messages --route /messages --nav Messages'));
    const made = generateRemote(
      root,
      options('notes --route /notes --nav Notes --icon explore --order 15 --public'),
    );

    expect(made).toMatchObject({ devPort: 3006, servePort: 4006 });
    const routes = readFileSync(join(root, 'notes-app/src/routes.ts'), 'utf8');
    expect(routes).toContain("nav: { label: 'Notes', icon: 'explore', order: 15 }");
    expect(routes).toContain("access: 'public'");
  });
});

describe('npm run new-remote refuses', () => {
  it.each([
    ['feed --route /news', 'There is already an app named feed (feed-app).'],
    ['messages --route /home', '/home is already served by feed-app: pick another --route.'],
    ['Messages --route /messages', '"Messages" is not a remote name'],
    ['messages --route messages', "--route messages: give the page's path"],
    [
      'messages --route /messages --port 3002',
      "--port 3002: 3002 or 4002 is already an app's port.",
    ],
    ['messages --route /messages --colour red', "Unknown option '--colour'"],
    ['messages --route /messages --nav Messages --icon star', '--icon star: use one of'],
  ])('`%s`, saying why', async (command, message) => {
    const attempt = () => generateRemote(root, options(command));
    expect(attempt).toThrow(GeneratorRefusal);
    expect(attempt).toThrow(message);
    expect(existsSync(join(root, 'messages-app'))).toBe(false);
  });
});
