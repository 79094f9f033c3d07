/**
 * Whether a script accepts the arguments the docs give it. Where the script's parser can be
 * imported it is asked (`npm start`'s `--dev` and `--api`); otherwise every `--flag` must be an
 * option the script's file declares (a `parseArgs` option, or a flag it looks for by name),
 * itself or in a module of its own workspace that it imports (`deploy` and `canary:judge` share
 * the judge's flags), and a tool's flags must be in its own `--help`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { allApps } from '@murmur/build/apps';
import { readArgs } from '@murmur/bench/args';
import { parseApiMode } from '@murmur/tooling';
import { parseDevRemotes, parseNewRemoteOptions } from '@murmur/dev';
import type { ScriptTarget } from './npmScripts';

const flagName = (arg: string) => arg.replace(/^--/, '').split('=')[0]!;
const isFlag = (arg: string) => arg.startsWith('--');

/** Throws unless each of `args` is one of `names` (as `--name=value` or `--name value`). */
function onlyFlags(args: readonly string[], names: readonly string[]) {
  for (const arg of args.filter(isFlag)) {
    if (!names.includes(flagName(arg))) throw new Error(`unknown flag ${arg}`);
  }
}

/** The scripts whose parsers we import: they are asked about the arguments themselves. */
const PARSERS: Record<string, (args: readonly string[]) => void> = {
  'tools/dev/commands/start.ts': (args) => {
    onlyFlags(args, ['dev', 'api']);
    parseDevRemotes(args);
    parseApiMode(args);
  },
  'tools/dev/new-remote/index.ts': (args) => {
    parseNewRemoteOptions(args);
  },
  'bench/client/index.ts': (args) => {
    readArgs([...args]);
  },
  'tools/dev/commands/serve.ts': (args) => {
    onlyFlags(args, ['api']);
    parseApiMode(args);
  },
};

/** The release commands name an app by its folder, and `deploy` takes `all` too. */
const APP_ARGUMENTS: Record<string, readonly string[]> = {
  'tools/releases/commands/deploy.ts': [...allApps.map((app) => app.dir), 'all'],
  'tools/releases/commands/rollback.ts': allApps.map((app) => app.dir),
  'tools/releases/commands/promote.ts': allApps.map((app) => app.dir),
  'tools/releases/commands/releases.ts': allApps.map((app) => app.dir),
};

/** `name: { type: 'string' }` in a parseArgs options object: the option and its type. */
function declaredOption(source: string, name: string): 'string' | 'boolean' | 'named' | null {
  const quoted = name.replace(/[-]/g, '\\-');
  const option = new RegExp(`['"]?${quoted}['"]?\\s*:\\s*\\{\\s*type:\\s*'(string|boolean)'`);
  const match = option.exec(source);
  if (match) return match[1] as 'string' | 'boolean';
  // A flag looked for by name (`process.argv.includes('--reset')`, `startsWith('--api=')`).
  return source.includes(`'--${name}'`) || source.includes(`'--${name}='`) ? 'named' : null;
}

/** The script's source, then the sources of the relative modules it imports. */
function sourceWithImports(path: string): string {
  const source = readFileSync(path, 'utf8');
  const imported = [...source.matchAll(/from '(\.{1,2}\/[^']+)'/g)]
    .map((match) => join(dirname(path), `${match[1]}.ts`))
    .filter((module) => existsSync(module));
  return [source, ...imported.map((module) => readFileSync(module, 'utf8'))].join('\n');
}

function checkFileArgs(repoRoot: string, file: string, args: readonly string[]) {
  const parser = PARSERS[file];
  if (parser) return parser(args);
  const source = sourceWithImports(join(repoRoot, file));
  const positionals: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (!isFlag(arg)) {
      positionals.push(arg);
      continue;
    }
    const declared = declaredOption(source, flagName(arg));
    if (!declared) throw new Error(`${file} declares no option ${arg}`);
    if (declared === 'string' && !arg.includes('=')) i += 1;
  }
  const apps = APP_ARGUMENTS[file];
  const [first] = positionals;
  if (apps && first !== undefined && !apps.includes(first)) {
    throw new Error(`${file} takes an app (${apps.join(', ')}), not ${first}`);
  }
}

const helpTexts = new Map<string, string>();

/** A tool's `--help` for a subcommand, read once per run. */
function helpOf(repoRoot: string, tool: string, subcommand: string): string {
  const key = `${tool} ${subcommand}`;
  if (!helpTexts.has(key)) {
    const bin = join(repoRoot, 'node_modules/.bin', tool);
    const result = spawnSync(bin, [subcommand, '--help'], { cwd: repoRoot, encoding: 'utf8' });
    helpTexts.set(key, `${result.stdout}${result.stderr}`);
  }
  return helpTexts.get(key)!;
}

/** Throws with the reason when the script would not accept `args`. */
export function checkScriptArgs(repoRoot: string, target: ScriptTarget, args: readonly string[]) {
  if (args.length === 0) return;
  if (target.kind === 'file') return checkFileArgs(repoRoot, target.file, args);
  if (target.kind === 'tool') {
    const help = helpOf(repoRoot, target.tool, target.subcommand);
    for (const arg of args.filter(isFlag)) {
      if (!help.includes(`--${flagName(arg)}`)) {
        throw new Error(`${target.tool} ${target.subcommand} has no flag ${arg}`);
      }
    }
    return;
  }
  throw new Error(`cannot check the arguments of "${target.command}"`);
}
