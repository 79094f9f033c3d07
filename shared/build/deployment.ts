/**
 * Files a production build writes beside its bundles: the shell's remotes.json (where to find
 * each remote), remote-overrides.json (overrideOrigins.ts) and serve.json (headers and
 * fallback for the `serve` preview, read from the folder it serves).
 */
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { remotesMap } from './apps';
import { isObject } from '@murmur/contract';

/**
 * The remotes map of a production build: the preview ports, overridden by `MURMUR_REMOTES`
 * (a JSON object, remote name → manifest URL) when the remotes live elsewhere.
 */
export function productionRemotes(override = process.env.MURMUR_REMOTES): Record<string, string> {
  const defaults: Record<string, string> = remotesMap((app) => app.servePort);
  if (!override) return defaults;
  const parsed: unknown = JSON.parse(override);
  if (!isObject(parsed)) {
    throw new Error('MURMUR_REMOTES must be a JSON object: remote name → mf-manifest.json URL');
  }
  return { ...defaults, ...(parsed as Record<string, string>) };
}

const header = (key: string, value: string) => ({ key, value });

export const CSP_HEADER = 'Content-Security-Policy';

/**
 * Hashed files (under static/, and the shared libraries' full copies under
 * independent-packages/) never change, so browsers keep them for a year; everything else
 * (HTML, mf-manifest.json, remoteEntry.js, remotes.json) is revalidated on every load so a new
 * deployment is picked up at once. Remotes answer cross-origin requests from the shell. The
 * shell's pages carry its Content-Security-Policy (contentSecurityPolicy.ts).
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Folders of a production build whose files are all named by their content's hash. */
export const HASHED_FOLDERS = ['static', 'independent-packages'] as const;

export function serveConfig(isHost: boolean, contentSecurityPolicy?: string) {
  return {
    headers: [
      {
        source: '**',
        headers: [
          header('Cache-Control', 'no-cache'),
          ...(contentSecurityPolicy ? [header(CSP_HEADER, contentSecurityPolicy)] : []),
        ],
      },
      ...HASHED_FOLDERS.map((folder) => ({
        source: `${folder}/**`,
        headers: [header('Cache-Control', IMMUTABLE)],
      })),
      ...(isHost ? [] : [{ source: '**', headers: [header('Access-Control-Allow-Origin', '*')] }]),
    ],
    // The shell owns the URL bar: any unknown path is a client-side route.
    rewrites: isHost ? [{ source: '**', destination: '/index.html' }] : [],
  };
}

/** Where `MURMUR_DEV_BUILD=true` writes an app's development build, beside its `dist`. */
export const DEV_BUILD_FOLDER = 'dist-dev';

/**
 * A development build keeps its file names from one build to the next (no content hashes), so
 * every file is revalidated: a rebuilt app is seen on the next load.
 */
export function devBuildServeConfig(isHost: boolean) {
  const production = serveConfig(isHost);
  const hashed = new Set<string>(HASHED_FOLDERS.map((folder) => `${folder}/**`));
  return { ...production, headers: production.headers.filter((rule) => !hashed.has(rule.source)) };
}

/**
 * Emits JSON files into the build output: `files`, or what a function of them gives on each
 * compilation, which a change to one of `sources` starts again (a dev server).
 */
export class EmitJsonPlugin implements RspackPluginInstance {
  constructor(
    private readonly files: Record<string, unknown> | (() => Record<string, unknown>),
    private readonly sources: readonly string[] = [],
  ) {}

  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitJsonPlugin', (compilation) => {
      for (const source of this.sources) compilation.fileDependencies.add(source);
      compilation.hooks.processAssets.tap(
        { name: 'EmitJsonPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const files = typeof this.files === 'function' ? this.files() : this.files;
          for (const [file, content] of Object.entries(files)) {
            compilation.emitAsset(
              file,
              new sources.RawSource(`${JSON.stringify(content, null, 2)}\n`),
            );
          }
        },
      );
    });
  }
}
