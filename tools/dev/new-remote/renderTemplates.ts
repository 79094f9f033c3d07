/**
 * The templates (templates/, real files a reviewer can read) filled in for one remote:
 * `__token__` in a file's text or path is replaced by its value; `__version:<package>__` by the
 * version the repository already uses of that package, so a new remote starts on the same
 * React, router and Murmur packages as the others.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const TEMPLATES = join(__dirname, 'templates');
const SUFFIX = '.template';

export interface RenderedFile {
  /** Path relative to the repository root. */
  path: string;
  text: string;
}

function fill(text: string, tokens: Record<string, string>, versionOf: (pkg: string) => string) {
  return text
    .replace(/__version:([^_\s"]+(?:_[^_\s"]+)*)__/g, (_match, pkg: string) => versionOf(pkg))
    .replace(/__([A-Za-z]+)__/g, (match, token: string) => tokens[token] ?? match);
}

/**
 * Every file of `templates/<set>` rendered under `targetDir` (relative to the root). A token the
 * templates use but `tokens` lacks fails, so a template never ships with a blank.
 */
export function renderTemplates(
  set: string,
  targetDir: string,
  tokens: Record<string, string>,
  versionOf: (pkg: string) => string,
): RenderedFile[] {
  const base = join(TEMPLATES, set);
  const templates = readdirSync(base, { recursive: true, encoding: 'utf8' });
  return templates
    .filter((file) => file.endsWith(SUFFIX))
    .map((file) => {
      const path = join(targetDir, fill(file, tokens, versionOf)).slice(0, -SUFFIX.length);
      const text = fill(readFileSync(join(base, file), 'utf8'), tokens, versionOf);
      const left = /__[A-Za-z:@/.-]+__/.exec(text);
      if (left) throw new Error(`${join(set, file)}: nothing fills ${left[0]}.`);
      return { path, text };
    });
}
