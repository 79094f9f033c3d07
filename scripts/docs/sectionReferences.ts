/**
 * Where the code sends its reader for more: a comment (or a generated file) naming a doc and one
 * of its sections, `docs/releases.md, "Integrity"` or `README, "Set up"`. The docs test holds each
 * to a heading that exists, so a renamed or removed section leaves no comment pointing nowhere.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SectionReference {
  /** Where it is written, `file:line`. */
  at: string;
  /** The doc it names, from the repository's root. */
  doc: string;
  /** The section's title as written (a trailing "…" stands for the rest of it). */
  section: string;
}

const SOURCES = /\.(ts|tsx|js|mjs|cjs|json|txt|template|scss|md)$/;
/**
 * `README, "X"`, `README: "X"`, `docs/releases.md, "X"`, `routing.md, "X"` (a doc of docs/), and
 * a workspace's own `mock-api/README.md, "X"`.
 */
const REFERENCE =
  /(?<![\w/-])((?:[\w-]+\/)*README(?:\.md)?|(?:docs\/)?[a-z][a-z-]*\.md)[,:]?\s+[“"]([^"”\n]+)[”"]/g;

function docOf(named: string): string {
  if (named === 'README' || named === 'README.md') return 'README.md';
  if (named.endsWith('README')) return `${named}.md`;
  return named.endsWith('README.md') || named.startsWith('docs/') ? named : `docs/${named}`;
}

/** Every section reference in the files git tracks (the docs' own Markdown links aside). */
export function sectionReferences(repoRoot: string): SectionReference[] {
  const files = execFileSync('git', ['ls-files'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\n')
    // The docs themselves link with Markdown (checked apart); this folder's examples name none.
    .filter(
      (file) => SOURCES.test(file) && !/^(docs|scripts\/docs)\//.test(file) && file !== 'README.md',
    );
  const references: SectionReference[] = [];
  for (const file of files) {
    const lines = readFileSync(join(repoRoot, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      for (const [, named, section] of line.matchAll(REFERENCE)) {
        references.push({ at: `${file}:${index + 1}`, doc: docOf(named!), section: section! });
      }
    });
  }
  return references;
}
