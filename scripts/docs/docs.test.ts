/**
 * The docs cannot rot silently: every command they give names a script that exists and flags it
 * accepts, every link and repository path they name exists, every doc section and file a comment
 * names exists, and every command of the README and of the add-a-remote walkthrough is run by a
 * test or a script.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { COMMANDS_RUN_BY_TESTS, STAND_IN_REMOTE, WALKTHROUGH_REMOTE } from './commandsRunByTests';
import { readMarkdown, type MarkdownParts } from './markdown';
import { npmInvocation, scriptsOf, targetOf } from './npmScripts';
import { checkScriptArgs } from './scriptFlags';
import { shellCommands, type ShellCommand } from './shellCommands';
import { danglingFileReferences } from './fileReferences';
import { sectionReferences } from './sectionReferences';

const repoRoot = join(__dirname, '../..');
const WALKTHROUGH = 'docs/adding-a-remote.md';
const CREATES_THE_REMOTE = 'npm run new-remote';
/** The README, docs/, and each workspace's own README (what it is for, its commands). */
const DOCS = [
  'README.md',
  ...readdirSync(join(repoRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  ...(
    JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] }
  ).workspaces
    .map((dir) => `${dir}/README.md`)
    .filter((readme) => existsSync(join(repoRoot, readme))),
];

/**
 * The walkthrough's new remote read as an existing one, so its commands can be checked; except
 * in the command that creates it, which names a remote that does not exist yet.
 */
function asWritten(doc: string, text: string): string {
  if (doc !== WALKTHROUGH || text.startsWith(CREATES_THE_REMOTE)) return text;
  return text
    .replaceAll(WALKTHROUGH_REMOTE.dir, STAND_IN_REMOTE.dir)
    .replaceAll(WALKTHROUGH_REMOTE.name, STAND_IN_REMOTE.name);
}

const parts = new Map<string, MarkdownParts>(
  DOCS.map((doc) => [doc, readMarkdown(readFileSync(join(repoRoot, doc), 'utf8'))]),
);
const commandsOf = (doc: string): ShellCommand[] =>
  shellCommands(parts.get(doc)!.shellLines.map((line) => asWritten(doc, line)));

/** Paths that a build, a run or a deployment makes: named in the docs, absent from a clone. */
const MADE_BY_RUNS = new Set([
  'dist',
  'dist-dev',
  '.data',
  'bench-results',
  'test-results',
  'independent-packages',
]);
const topLevel = new Set(readdirSync(repoRoot));
topLevel.delete('node_modules');

/** The repository path an inline code span names, or `null` when it names none. */
function repoPathIn(code: string): string | null {
  const path = code.replace(/[.,:;]$/, '');
  if (!/^[\w.@-]+\/[\w./@*-]*$/.test(path)) return null;
  const segments = path.split('/').filter(Boolean);
  if (!topLevel.has(segments[0]!)) return null;
  if (segments.some((segment) => MADE_BY_RUNS.has(segment))) return null;
  // `db/migrations/*.sql`: the folder before the wildcard must exist.
  const wildcard = segments.findIndex((segment) => segment.includes('*'));
  return (wildcard === -1 ? segments : segments.slice(0, wildcard)).join('/');
}

describe.each(DOCS)('%s', (doc) => {
  const { relativeLinks, inlineCode } = parts.get(doc)!;

  it('gives only npm commands that name existing scripts, with flags those scripts accept', () => {
    const problems: string[] = [];
    for (const command of commandsOf(doc)) {
      const [program, bin] = command.words;
      if (program === 'npx' && bin && !existsSync(join(repoRoot, 'node_modules/.bin', bin))) {
        problems.push(`${command.text}: no ${bin} in node_modules/.bin`);
      }
      const npm = npmInvocation(command.words);
      if (!npm) continue;
      if (!(npm.script in scriptsOf(repoRoot, npm.workspace))) {
        problems.push(`${command.text}: no script "${npm.script}" in ${npm.workspace || '.'}`);
        continue;
      }
      try {
        checkScriptArgs(repoRoot, targetOf(repoRoot, npm.workspace, npm.script), npm.args);
      } catch (error) {
        problems.push(`${command.text}: ${(error as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('links to files and headings that exist', () => {
    const missing = relativeLinks.filter((link) => {
      const [target, anchor] = link.split('#') as [string, string?];
      const file = normalize(join(dirname(join(repoRoot, doc)), target));
      if (!existsSync(file)) return true;
      if (!anchor || !file.endsWith('.md')) return false;
      return !readMarkdown(readFileSync(file, 'utf8')).anchors.has(anchor);
    });
    expect(missing).toEqual([]);
  });

  it('names repository paths that exist', () => {
    const missing = inlineCode
      .map(repoPathIn)
      .filter((path): path is string => path !== null && !existsSync(join(repoRoot, path)));
    expect(missing).toEqual([]);
  });
});

describe.each(['README.md', WALKTHROUGH])('the commands of %s', (doc) => {
  it('are each run by a test or a script', () => {
    const notRun = commandsOf(doc)
      .filter((command) => command.words[0] === 'npm')
      .map((command) => command.text)
      .filter((text) => {
        const runBy = COMMANDS_RUN_BY_TESTS[text];
        if (!runBy) return true;
        const file = join(repoRoot, runBy.file);
        return !existsSync(file) || !readFileSync(file, 'utf8').includes(runBy.invocation);
      });
    expect(notRun).toEqual([]);
  });
});

it('maps only commands the README or the walkthrough still give', () => {
  const given = new Set(
    ['README.md', WALKTHROUGH].flatMap((doc) => commandsOf(doc).map((command) => command.text)),
  );
  expect(Object.keys(COMMANDS_RUN_BY_TESTS).filter((text) => !given.has(text))).toEqual([]);
});

it('is where the code sends its reader: every section a comment names exists', () => {
  const headingsOf = (doc: string) =>
    existsSync(join(repoRoot, doc))
      ? readFileSync(join(repoRoot, doc), 'utf8')
          .split('\n')
          .filter((line) => /^#{1,6}\s/.test(line))
          .map((line) => line.replace(/^#+\s+/, '').trim())
      : [];
  const dangling = sectionReferences(repoRoot)
    .filter(({ doc, section }) => {
      const wanted = section.replace(/…$/, '');
      return !headingsOf(doc).some((heading) =>
        section.endsWith('…') ? heading.startsWith(wanted) : heading === wanted,
      );
    })
    .map(({ at, doc, section }) => `${at}: ${doc}, "${section}"`);
  expect(dangling).toEqual([]);
});

it('is where the code sends its reader: every file a comment names is in the repository', () => {
  const dangling = danglingFileReferences(repoRoot).map(({ at, named }) => `${at}: ${named}`);
  expect(dangling).toEqual([]);
});
