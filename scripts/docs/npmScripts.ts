/**
 * What an `npm` command of the docs runs: which package's script, and what program the script
 * ends in (a file run with jiti, or a tool such as `rspack serve`), following `npm run x -w ws`
 * and nodemon's `exec` the way npm and nodemon do. The arguments after `--` go to that program.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface NpmInvocation {
  /** The package folder, relative to the repository ('' for the root). */
  workspace: string;
  script: string;
  /** What follows `--`: the script's own arguments. */
  args: string[];
}

/** What a script ends in: a file of ours, a tool and its subcommand, or something else. */
export type ScriptTarget =
  | { kind: 'file'; file: string }
  | { kind: 'tool'; tool: string; subcommand: string }
  | { kind: 'other'; command: string };

/** npm's own commands that run a script of the same name. */
const SCRIPT_COMMANDS: Record<string, string> = { start: 'start', test: 'test', t: 'test' };

/**
 * `npm run x -w ws -- a b`, `npm start -- a`, `npm test` as an invocation; `null` for npm's other
 * commands (`npm install`), which run no script of ours.
 */
export function npmInvocation(words: readonly string[]): NpmInvocation | null {
  if (words[0] !== 'npm') return null;
  const dashes = words.indexOf('--');
  const own = dashes === -1 ? words.slice(1) : words.slice(1, dashes);
  const args = dashes === -1 ? [] : words.slice(dashes + 1);
  let workspace = '';
  const rest: string[] = [];
  for (let i = 0; i < own.length; i += 1) {
    const word = own[i]!;
    if (word === '-w' || word === '--workspace') workspace = own[++i] ?? '';
    else if (word.startsWith('--workspace=')) workspace = word.slice('--workspace='.length);
    else if (!word.startsWith('-')) rest.push(word);
  }
  const [command, name] = rest;
  if (command === 'run' || command === 'run-script') {
    return name === undefined ? null : { workspace, script: name, args };
  }
  const script = command === undefined ? undefined : SCRIPT_COMMANDS[command];
  return script ? { workspace, script, args } : null;
}

const readJson = (file: string) =>
  JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

/** `-w` takes a workspace's folder or its package name, as npm does: its folder. */
function workspaceDir(repoRoot: string, workspace: string): string {
  if (!workspace.startsWith('@')) return workspace;
  const dirs = readJson(join(repoRoot, 'package.json')).workspaces as string[];
  return (
    dirs.find((dir) => readJson(join(repoRoot, dir, 'package.json')).name === workspace) ??
    workspace
  );
}

export function scriptsOf(repoRoot: string, workspace: string): Record<string, string> {
  const file = join(repoRoot, workspaceDir(repoRoot, workspace), 'package.json');
  if (!existsSync(file)) return {};
  const json = JSON.parse(readFileSync(file, 'utf8')) as { scripts?: Record<string, string> };
  return json.scripts ?? {};
}

/** The program a script runs, following `npm run … -w …` and nodemon to the end. */
export function targetOf(repoRoot: string, named: string, script: string): ScriptTarget {
  const workspace = workspaceDir(repoRoot, named);
  const command = scriptsOf(repoRoot, workspace)[script] ?? '';
  const words = command.split(/\s+/).filter(Boolean);
  if (words[0] === 'jiti' && words.length === 2) {
    return { kind: 'file', file: join(workspace, words[1]!) };
  }
  const inner = npmInvocation(words);
  // `npm run build --workspaces` runs every workspace's own script: nothing one parser takes.
  const oneScript = !words.includes('&&') && !words.includes('--workspaces');
  if (inner && oneScript) {
    return targetOf(repoRoot, inner.workspace || workspace, inner.script);
  }
  if (words[0] === 'nodemon' && words[1] === '--config' && words.length === 3) {
    const config = JSON.parse(readFileSync(join(repoRoot, workspace, words[2]!), 'utf8')) as {
      exec: string;
    };
    const [tool, subcommand] = config.exec.split(/\s+/);
    return { kind: 'tool', tool: tool!, subcommand: subcommand ?? '' };
  }
  if (words[0] === 'rspack' && words.length === 2) {
    return { kind: 'tool', tool: 'rspack', subcommand: words[1]! };
  }
  return { kind: 'other', command };
}
