/**
 * The floor: what the shared libraries alone weigh when a bundler may drop everything unused.
 * Collects every value the apps import from the shared libraries, re-exports exactly those from
 * one temporary entry and builds it for production with the same Rspack; its gzip size is the
 * least any Murmur page could load for them.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { rspack } from '@rspack/core';
import type { SHARED_EXPORTS } from '@murmur/build/sharedExports';

/**
 * The shared libraries the federation does not trim, with the names Murmur imports from them
 * (React and React DOM are CommonJS: a bundler keeps all of them whatever is imported).
 */
const WHOLE_LIBRARIES: Record<string, readonly string[]> = {
  react: [
    'Component',
    'StrictMode',
    'Suspense',
    'lazy',
    'memo',
    'useEffect',
    'useEffectEvent',
    'useId',
    'useMemo',
    'useRef',
    'useState',
    'useSyncExternalStore',
  ],
  'react-dom': ['createPortal'],
  'react-dom/client': ['createRoot'],
  'react-hot-toast': ['Toaster', 'toast', 'useToasterStore'],
  // Every .tsx compiles to the automatic JSX runtime.
  'react/jsx-runtime': ['jsx', 'jsxs', 'Fragment'],
};

/**
 * Package → the value names the apps of the repository at `repoRoot` import from it (for the
 * trimmed libraries, the list every app's trimmed copy keeps: its shared/build/sharedExports.ts).
 */
async function importedNames(repoRoot: string): Promise<Map<string, Set<string>>> {
  const file = pathToFileURL(join(repoRoot, 'shared/build/sharedExports.ts')).href;
  const trimmed = ((await import(file)) as { SHARED_EXPORTS: typeof SHARED_EXPORTS })
    .SHARED_EXPORTS;
  const names = new Map<string, Set<string>>();
  for (const [library, list] of Object.entries({ ...WHOLE_LIBRARIES, ...trimmed })) {
    names.set(library, new Set(list));
  }
  return names;
}

export interface Floor {
  rawBytes: number;
  gzipBytes: number;
  imports: Record<string, string[]>;
}

/** The floor of the repository at `repoRoot` (this one, or another worktree being compared). */
export async function measureFloor(repoRoot: string, workDir: string): Promise<Floor> {
  const names = await importedNames(repoRoot);
  const dir = join(workDir, 'floor');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const entry = join(dir, 'entry.mjs');
  const lines = [...names].map(
    ([from, values]) =>
      `export { ${[...values].map((v, i) => `${v} as ${from.replace(/\W/g, '_')}_${i}`).join(', ')} } from '${from}';`,
  );
  writeFileSync(entry, `${lines.join('\n')}\n`);

  await new Promise<void>((resolve, reject) => {
    const compiler = rspack({
      mode: 'production',
      context: repoRoot,
      target: ['web', 'es2022'],
      entry: { floor: entry },
      resolve: { modules: [join(repoRoot, 'node_modules'), 'node_modules'] },
      // A library keeps its exports, so nothing the apps use is shaken out.
      output: { path: dir, filename: '[name].js', library: { type: 'var', name: 'floor' } },
      optimization: { splitChunks: false },
      performance: { hints: false },
      devtool: false,
    });
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    });
  });

  const code = readFileSync(join(dir, 'floor.js'));
  return {
    rawBytes: code.length,
    gzipBytes: gzipSync(code, { level: 9 }).length,
    imports: Object.fromEntries([...names].map(([from, values]) => [from, [...values].sort()])),
  };
}
