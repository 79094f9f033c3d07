/**
 * Where a comment sends its reader by a file's name (`shared/build/apps.ts`, or `apps.ts` beside
 * it). The docs test holds each to a file that git tracks, so a file moved or renamed leaves no
 * comment naming it. A name written `./like/this.ts` is an example of a path, not a reference.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

export interface FileReference {
  /** Where it is written, `file:line`. */
  at: string;
  /** The file named, as written. */
  named: string;
}

const SOURCES = /\.(ts|tsx|mjs|cjs|scss)$/;
const COMMENT_LINE = /^\s*(\/\/|\/\*|\*)/;
const FILE_NAME =
  /(?<![\w@/.~-])((?:[\w-]+\/)*[\w-]+(?:\.[\w-]+)*\.(?:ts|tsx|mjs|cjs|scss|md))(?![\w/-])/g;

/** The file names the comments of tracked sources give that no tracked file answers to. */
export function danglingFileReferences(repoRoot: string): FileReference[] {
  const tracked = execFileSync('git', ['ls-files'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  const paths = new Set(tracked);
  const exists = (from: string, named: string) =>
    paths.has(named) ||
    paths.has(normalize(join(dirname(from), named))) ||
    tracked.some((path) => path.endsWith(`/${named}`));
  const dangling: FileReference[] = [];
  for (const file of tracked.filter((path) => SOURCES.test(path))) {
    readFileSync(join(repoRoot, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (!COMMENT_LINE.test(line)) return;
        for (const [, named] of line.matchAll(FILE_NAME)) {
          if (!exists(file, named!)) dangling.push({ at: `${file}:${index + 1}`, named: named! });
        }
      });
  }
  return dangling;
}
