// @ts-check
/**
 * The import rules eslint.config.mjs applies, zone by zone: what an import may name, and the
 * helpers that write a zone's patterns. Which zone holds where is the config's to say.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** `shared/ui` → `@murmur/ui`, `feed-app` → `@murmur/feed-app`. */
export const packageName = (dir) => `@murmur/${dir.replace(/^shared\//, '')}`;

/** Imports of the given workspaces, by package name or by relative path. */
export const importsOf = (dirs) =>
  dirs.flatMap((dir) => {
    const name = packageName(dir);
    return [name, `${name}/*`, `**/${dir}/**`, `**/${dir}`];
  });

export const RAW_REDUX_HOOKS = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch'],
  message: 'Use useAppSelector / useAppDispatch from @murmur/core.',
};

/**
 * The router is shared as react-router-dom alone (shared/build/singletons.ts): a module that
 * imported react-router itself would bundle a second router, with its own contexts.
 */
export const ROUTER_BY_ITS_SHARED_NAME = {
  name: 'react-router',
  message: "Import from 'react-router-dom', the router the federation shares.",
};

/** Apps import core's entry, never its insides: the federation shares the entry only. */
export const NO_DEEP_CORE = ['@murmur/core/*'];

/** A package is used through its entry (or a subpath its package.json exports), never its `src/`. */
export const NO_DEEP_IMPORTS = {
  group: ['@murmur/*/src', '@murmur/*/src/**'],
  message:
    "Import the package's entry (e.g. '@murmur/core'), not its src/: export what others need from there.",
};

const NOT_SOURCE = new Set(['node_modules', '.git', 'dist', 'dist-dev', 'coverage']);

/**
 * Every path of the repository outside `kept` (paths relative to the root), as few as can say it:
 * a folder that holds none of `kept` is one entry. Lint's path zones have targets but no
 * exceptions; this is the target "everything but these".
 */
export function everythingBut(repoRoot, kept, dir = '.') {
  return readdirSync(join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    if (NOT_SOURCE.has(entry.name)) return [];
    const path = relative('.', join(dir, entry.name));
    if (kept.includes(path)) return [];
    const holdsKept = kept.some((keep) => keep.startsWith(`${path}/`));
    if (holdsKept && entry.isDirectory()) return everythingBut(repoRoot, kept, path);
    return [`./${path}`];
  });
}
