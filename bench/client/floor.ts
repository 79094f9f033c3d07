/**
 * The floor: what the shared libraries alone weigh when a bundler may drop everything unused.
 * Collects every value the apps import from the shared libraries, re-exports exactly those from
 * one temporary entry and builds it for production with the same Rspack; its gzip size is the
 * least any Murmur page could load for them. Beside it, the federation runtime's own floor.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { RspackOptions } from '@rspack/core';
import { esmRuntimeAliases, productionExperiments } from '@murmur/build/federation';
import { buildOnce } from '@murmur/build/scriptOfItsOwn';
import type { SHARED_EXPORTS } from '@murmur/build/sharedExports';

/**
 * The libraries the federation does not trim, with the names Murmur imports from them (React
 * and React DOM are CommonJS: a bundler keeps all of them whatever is imported).
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
  // RTK Query: not a shared name of its own, but @murmur/core's API is built on it, and its code
  // goes with Redux Toolkit's into the shared libraries' file that every page loads.
  '@reduxjs/toolkit/query/react': ['createApi'],
};

/**
 * Package → the value names the apps of the repository at `repoRoot` import from it (for the
 * trimmed libraries, the list every app's trimmed copy keeps: its shared/build/sharedExports.ts).
 */
async function importedNames(repoRoot: string): Promise<[string, readonly string[]][]> {
  const file = pathToFileURL(join(repoRoot, 'shared/build/sharedExports.ts')).href;
  const trimmed = ((await import(file)) as { SHARED_EXPORTS: typeof SHARED_EXPORTS })
    .SHARED_EXPORTS;
  return Object.entries({ ...WHOLE_LIBRARIES, ...trimmed });
}

/** Builds `entry` for production into `dir` as `name.js`; returns its bytes. */
async function buildAlone(
  repoRoot: string,
  dir: string,
  name: string,
  entry: string,
  extra: Pick<RspackOptions, 'plugins'> & { alias?: Record<string, string> } = {},
): Promise<Buffer> {
  await buildOnce({
    mode: 'production',
    context: repoRoot,
    target: ['web', 'es2022'],
    entry: { [name]: entry },
    resolve: { modules: [join(repoRoot, 'node_modules'), 'node_modules'], alias: extra.alias },
    // A library keeps its exports, so nothing the apps use is shaken out.
    output: { path: dir, filename: '[name].js', library: { type: 'var', name } },
    optimization: { splitChunks: false },
    plugins: extra.plugins,
    performance: { hints: false },
    devtool: false,
  });
  return readFileSync(join(dir, `${name}.js`));
}

const gzipped = (code: Buffer) => gzipSync(code, { level: 9 }).length;

/**
 * What the federation runtime weighs before any app code: a host with no remotes, nothing
 * shared and an entry that only loads an empty start-up, built with the production options and
 * aliases of this checkout's shell (shared/build/federation.ts). `main.js` is this plus the
 * shell's own entry.
 */
async function federationRuntimeFloor(repoRoot: string, dir: string): Promise<number> {
  // Its start-up loads a chunk later, as every federated app's does (the chunk loading comes too).
  const entry = join(dir, 'host.mjs');
  writeFileSync(entry, "void import('./start-up.mjs');\n");
  writeFileSync(join(dir, 'start-up.mjs'), 'export {};\n');
  const host = new ModuleFederationPlugin({
    name: 'floor_host',
    remotes: {},
    shared: {},
    manifest: false,
    dts: false,
    experiments: productionExperiments(true),
  });
  const code = await buildAlone(repoRoot, dir, 'host', entry, {
    plugins: [host],
    alias: esmRuntimeAliases(),
  });
  return gzipped(code);
}

/** The floor of the repository at `repoRoot` (this one, or another worktree being compared). */
export async function measureFloor(repoRoot: string, workDir: string) {
  const names = await importedNames(repoRoot);
  const dir = join(workDir, 'floor');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const entry = join(dir, 'entry.mjs');
  const lines = names.map(
    ([from, values]) =>
      `export { ${values.map((v, i) => `${v} as ${from.replace(/\W/g, '_')}_${i}`).join(', ')} } from '${from}';`,
  );
  writeFileSync(entry, `${lines.join('\n')}\n`);
  const code = await buildAlone(repoRoot, dir, 'floor', entry);
  return {
    rawBytes: code.length,
    gzipBytes: gzipped(code),
    imports: Object.fromEntries(names.map(([from, values]) => [from, [...values].sort()])),
    /** The federation runtime alone: an empty host built with the shell's options, gzip. */
    federationRuntimeGzipBytes: await federationRuntimeFloor(repoRoot, dir),
  };
}
