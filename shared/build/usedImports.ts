/**
 * Which values Murmur's code imports from a library: every app's and shared's sources (tests and
 * test helpers aside), read as text. The federation provides some libraries trimmed to exactly
 * these names, and the benchmark's floor is built from them.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Folders whose `src` ends up in a bundle. */
export const BUNDLED_SOURCES = [
  'shell',
  'auth-app',
  'feed-app',
  'profile-app',
  'post-app',
  'shared/core',
  'shared/ui',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const NAMED = /(?:import|export)\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g;
const WHOLE = /import\s+(?:\*\s+as\s+\w+|\w+)\s*(?:,\s*\{[^}]*\})?\s+from\s+'([^']+)'/g;

/**
 * Library → the value names imported from it (type-only imports weigh nothing at run time).
 * Throws on a default or namespace import of one of `libraries`: that needs the whole library.
 */
export function usedImports(
  repoRoot: string,
  libraries: readonly string[],
): Map<string, Set<string>> {
  const names = new Map(libraries.map((library) => [library, new Set<string>()]));
  const files = BUNDLED_SOURCES.flatMap((dir) => sourceFiles(join(repoRoot, dir, 'src')));
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const [, library = ''] of text.matchAll(WHOLE)) {
      if (names.has(library)) {
        throw new Error(`${file} imports all of ${library}; import the names it uses instead.`);
      }
    }
    for (const [, typeOnly, list = '', library = ''] of text.matchAll(NAMED)) {
      const set = names.get(library);
      if (typeOnly || !set) continue;
      list
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '' && !part.startsWith('type '))
        .forEach((part) => set.add(part.split(/\s+as\s+/)[0]!.trim()));
    }
  }
  return names;
}
