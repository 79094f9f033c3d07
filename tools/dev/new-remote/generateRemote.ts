/**
 * Writes a new remote: its workspace from the templates, its smoke test among the journeys, and
 * its place in the root lists. Everything else that lists the apps (build, `npm start`, serve,
 * deploy, lint zones, Jest) discovers it from its package.json's `murmur` field.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { NAV_ICONS, type NavIcon } from '@murmur/contract';
import { readExistingApps, type ExistingApps } from './existingApps';
import { GeneratorRefusal, type NewRemoteOptions } from './options';
import { pickPorts } from './ports';
import { registerWorkspace } from './registerWorkspace';
import { renderTemplates } from './renderTemplates';

export interface GeneratedRemote {
  dir: string;
  devPort: number;
  servePort: number;
  /** Files written, relative to the root. */
  created: string[];
  /** Root files changed. */
  changed: string[];
}

const NAV_LABEL = /^[\p{L}\p{N}][\p{L}\p{N} ,.-]*$/u;

function refuseClashes(options: NewRemoteOptions, existing: ExistingApps, dir: string) {
  const sameName = existing.apps.find((app) => app.name === options.name || app.dir === dir);
  if (sameName) {
    throw new GeneratorRefusal(`There is already an app named ${options.name} (${sameName.dir}).`);
  }
  if (existing.folders.has(dir)) throw new GeneratorRefusal(`The folder ${dir}/ already exists.`);
  const claimed = existing.paths.find(({ path }) => path === options.route);
  if (claimed) {
    throw new GeneratorRefusal(
      `${options.route} is already served by ${claimed.dir}: pick another --route.`,
    );
  }
  if (options.nav && !NAV_LABEL.test(options.nav.label)) {
    throw new GeneratorRefusal(
      `--nav "${options.nav.label}": use letters, digits, spaces, commas, dots or dashes.`,
    );
  }
  if (options.nav && !NAV_ICONS.includes(options.nav.icon as NavIcon)) {
    throw new GeneratorRefusal(`--icon ${options.nav.icon}: use one of ${NAV_ICONS.join(', ')}.`);
  }
}

const pascal = (name: string) => name[0]!.toUpperCase() + name.slice(1);

function versionLookup(root: string, existing: ExistingApps) {
  const readPkg = (dir: string) =>
    JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as {
      name?: string;
      version?: string;
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
  const { workspaces } = readPkg('.') as unknown as { workspaces: string[] };
  const shell = readPkg(existing.apps[0]!.dir);
  return (pkg: string): string => {
    const workspace = workspaces.map(readPkg).find((manifest) => manifest.name === pkg);
    const version = workspace?.version ?? shell.dependencies?.[pkg] ?? shell.devDependencies?.[pkg];
    if (!version) throw new Error(`No version of ${pkg} to start the new remote on.`);
    return version;
  };
}

function tokensFor(
  options: NewRemoteOptions,
  dir: string,
  ports: { devPort: number; servePort: number },
  existing: ExistingApps,
) {
  const title = options.nav?.label ?? pascal(options.name);
  const nav = options.nav;
  const order = nav?.order ?? existing.lastNavOrder + 10;
  const linkPattern = options.route.replaceAll('/', '\\/');
  return {
    name: options.name,
    dir,
    Pascal: pascal(options.name),
    route: options.route,
    title,
    what: `The ${title.toLowerCase()} page`,
    access: options.access,
    requiresAuth: String(options.access === 'signed-in'),
    devPort: String(ports.devPort),
    servePort: String(ports.servePort),
    navEntry: nav
      ? `\n    nav: { label: '${nav.label}', icon: '${nav.icon}', order: ${order} },`
      : '',
    navImport: nav ? "import { mainNav } from '../support/app';" : '',
    navSteps: nav
      ? `  await mainNav(page).getByRole('link', { name: '${nav.label}' }).click();\n  await expect(page).toHaveURL(/${linkPattern}$/);`
      : `  await page.goto('${options.route}');`,
  };
}

/**
 * The root lists rewritten as prettier writes them (JSON.stringify spreads every array over
 * lines). The generated files need no such pass: the templates are written formatted.
 */
function formatRootFiles(root: string, paths: string[]) {
  const prettier = require.resolve('prettier/bin/prettier.cjs');
  execFileSync(process.execPath, [prettier, '--write', '--log-level', 'warn', ...paths], {
    cwd: root,
  });
}

export function generateRemote(root: string, options: NewRemoteOptions): GeneratedRemote {
  const dir = `${options.name}-app`;
  const existing = readExistingApps(root);
  refuseClashes(options, existing, dir);
  const ports = pickPorts(existing.ports, options.devPort);
  const tokens = tokensFor(options, dir, ports, existing);
  const versionOf = versionLookup(root, existing);
  const rendered = [
    ...renderTemplates('workspace', dir, tokens, versionOf),
    ...renderTemplates('e2e', 'e2e/journeys', tokens, versionOf),
  ];
  const taken = rendered.find((file) => existsSync(join(root, file.path)));
  if (taken) throw new GeneratorRefusal(`${taken.path} already exists.`);

  const app = { name: options.name, dir, ...ports };
  const rootFiles = registerWorkspace(root, { app, remotes: existing.apps.slice(1) });
  const written = [
    ...rendered,
    ...Object.entries(rootFiles).map(([path, text]) => ({ path, text })),
  ];
  for (const file of written) {
    mkdirSync(dirname(join(root, file.path)), { recursive: true });
    writeFileSync(join(root, file.path), file.text);
  }
  formatRootFiles(root, Object.keys(rootFiles));
  return {
    dir,
    ...ports,
    created: rendered.map((file) => file.path),
    changed: Object.keys(rootFiles),
  };
}
