/**
 * Gives the full copies of the trimmed shared libraries (federation.ts) content-hashed names.
 *
 * Module Federation's shared tree shaking builds each full copy in a compilation of its own and
 * writes it as `independent-packages/<library>/<version>/share-entry.js`: the same name for every
 * build of that version, so a cache (a CDN, a browser told to keep it) could serve an old copy
 * after a deploy. Its `treeShaking.filename` is recorded as written, not as a template, so the
 * hash cannot come from there. Instead, once those compilations have written their files and
 * before the app's own files are hashed, this plugin takes each copy the app's code names into
 * the app's compilation as `share-entry.<hash>.js` and renames it wherever it is named: the
 * runtime's table (main.js or remoteEntry.js, whose own hash then covers the new name, as
 * Rspack's real content hash is computed afterwards) and mf-manifest.json. The original files
 * are not emitted by the app's compilation, so its `output.clean` removes them.
 *
 * mf-stats.json, Module Federation's build report for its devtools, is read by
 * manifestUsedExports.ts and then left out of the build: nothing at run time asks for it, and
 * it would be one more file with a fixed name.
 */
import { join } from 'node:path';
import type { Compilation, Compiler, RspackPluginInstance } from '@rspack/core';

const FALLBACK = /independent-packages\/[\w./@-]+?\/share-entry\.js/g;
const MANIFEST = 'mf-manifest.json';
const STATS = 'mf-stats.json';
const HASH_LENGTH = 8;

/** `independent-packages/x/1.0.0/share-entry.js` → `…/share-entry.<hash>.js`. */
export function hashedFallbackName(path: string, hash: string): string {
  return path.replace(/share-entry\.js$/, `share-entry.${hash.slice(0, HASH_LENGTH)}.js`);
}

/** Every fallback path that `text` names, each once. */
export function fallbacksNamedIn(text: string): string[] {
  return [...new Set(text.match(FALLBACK) ?? [])];
}

/** `text` with each fallback path renamed as `renames` says. */
export function renameFallbacks(text: string, renames: ReadonlyMap<string, string>): string {
  return text.replace(FALLBACK, (path) => renames.get(path) ?? path);
}

function readOutput(compiler: Compiler, path: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const fs = compiler.outputFileSystem;
    if (!fs) return reject(new Error('The compiler has no output file system.'));
    fs.readFile(path, (error, data) => {
      if (error || data === undefined) reject(error ?? new Error(`${path} is empty.`));
      else resolve(Buffer.isBuffer(data) ? data : Buffer.from(data));
    });
  });
}

export class HashedSharedFallbacksPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('HashedSharedFallbacksPlugin', (compilation) => {
      const renames = new Map<string, string>();

      compilation.hooks.processAssets.tapPromise(
        // After minifying, before Rspack hashes the final contents (OPTIMIZE_HASH).
        {
          name: 'HashedSharedFallbacksPlugin',
          stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
        },
        async () => {
          const scripts = compilation.getAssets().filter((asset) => asset.name.endsWith('.js'));
          const named = new Set(
            scripts.flatMap((asset) => fallbacksNamedIn(asset.source.source().toString())),
          );
          for (const path of named) {
            const content = await readOutput(compiler, join(compiler.outputPath, path));
            const hash = compiler.webpack.util
              .createHash(compilation.outputOptions.hashFunction ?? 'xxhash64')
              .update(content)
              .digest('hex') as string;
            const hashed = hashedFallbackName(path, hash);
            renames.set(path, hashed);
            compilation.emitAsset(hashed, new sources.RawSource(content), { immutable: true });
          }
          for (const asset of scripts) rewrite(compilation, asset.name, renames, sources);
        },
      );

      compilation.hooks.processAssets.tap(
        // After Module Federation filled in the manifest's fallbacks and usedExports (REPORT).
        { name: 'HashedSharedFallbacksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        () => {
          if (compilation.getAsset(MANIFEST)) rewrite(compilation, MANIFEST, renames, sources);
          if (compilation.getAsset(STATS)) compilation.deleteAsset(STATS);
        },
      );
    });
  }
}

function rewrite(
  compilation: Compilation,
  name: string,
  renames: ReadonlyMap<string, string>,
  sources: Compiler['webpack']['sources'],
) {
  if (renames.size === 0) return;
  const before = compilation.getAsset(name)!.source.source().toString();
  const after = renameFallbacks(before, renames);
  if (after !== before) compilation.updateAsset(name, new sources.RawSource(after));
}
