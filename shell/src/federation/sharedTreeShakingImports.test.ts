/**
 * The shared tree shaking plugin is bundled with the federation runtime, where a package's index
 * is not tree-shaken (sharedTreeShaking.ts): a module of its graph that imports `@murmur/contract`
 * by its index puts the whole contract into the shell's main.js. Read as the build reads it, its
 * relative imports followed, every import from a package must name a subpath of it.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '/index.ts'];
const IMPORT = /^import (?!type )[^;]*? from '([^']+)';/gms;

function sourceFile(path: string): string {
  const file = ['', ...SOURCE_EXTENSIONS]
    .map((ext) => path + ext)
    .find((f) => existsSync(f) && statSync(f).isFile());
  if (!file) throw new Error(`no source for ${path}`);
  return file;
}

/** Every package import of the graph from `entry`, as `file: specifier`. */
function packageImports(entry: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (specifier!.startsWith('.')) visit(sourceFile(resolve(dirname(file), specifier!)));
      else found.push(`${relative(__dirname, file)}: ${specifier}`);
    }
  };
  visit(sourceFile(entry));
  return found;
}

it('the runtime plugin reaches our packages by their subpaths alone, never an index', () => {
  const imports = packageImports(resolve(__dirname, 'sharedTreeShaking'));
  expect(imports.length).toBeGreaterThan(0);
  expect(imports.filter((line) => /: @murmur\/[^/]+$/.test(line))).toEqual([]);
});
