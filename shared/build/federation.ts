/** Module Federation settings common to every app: the shared singletons and the manifest. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { RspackPluginInstance } from '@rspack/core';
import { SHARED_EXPORTS, type TrimmedLibrary } from './sharedExports';
import { SHARED_SINGLETONS } from './singletons';
import { HashedSharedFallbacksPlugin } from './hashedSharedFallbacks';
import { ManifestUsedExportsPlugin } from './manifestUsedExports';
import { installedVersion, packageOf } from './versions';

export { SHARED_SINGLETONS };

export interface FederationOptions {
  name: string;
  appDir: string;
  exposes?: Record<string, string>;
  /** The shell: the one app that hosts the others (and provides the federation runtime). */
  isHost: boolean;
  /** Production builds are trimmed (see `federation` below); dev servers share libraries whole. */
  production: boolean;
}

/**
 * The shared singletons. In production builds, Redux Toolkit, react-redux and React Router are
 * trimmed by Module Federation's shared tree shaking: each app provides a copy holding the names
 * it imports plus SHARED_EXPORTS, and a full copy beside it (under `independent-packages/`); the
 * shell decides for the page which one every app uses (sharedTreeShaking.ts in the shell).
 * React Router is shared as react-router-dom alone (singletons.ts): each copy, trimmed or full,
 * then holds one whole router. With react-router shared as well, the full copy of
 * react-router-dom took its other names from the shared react-router but bundled its own
 * internals for RouterProvider (from react-router/dom): two routers' contexts, and the page
 * failed ("useRouteError must be used within a data router").
 * react-hot-toast is shared whole: its package does not declare itself free of side effects, so
 * the tree shaking keeps all of it anyway.
 */
export function sharedSingletons(appDir: string, { trim = false, liveCore = false } = {}) {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((request) => {
      // Every workspace pins the same exact versions. What an app needs is a caret range from
      // the version it was built with: the manifest records it, and the shell's compatibility
      // gate refuses a remote whose range the page's copy does not satisfy.
      const version = installedVersion(packageOf(request), appDir);
      const names = trim ? trimmedNames(request) : undefined;
      return [
        request,
        {
          singleton: true,
          version,
          requiredVersion: `^${version}`,
          ...(names && { treeShaking: { mode: 'runtime-infer' as const, usedExports: names } }),
          ...(liveCore && request === '@murmur/core' && { import: LIVE_CORE }),
        },
      ];
    }),
  );
}

/**
 * What development builds provide as `@murmur/core`: a view of core's latest exports, so an edit
 * to core updates the page in place (hot/liveCore.cjs).
 */
const LIVE_CORE = join(__dirname, 'hot/liveCore.cjs');

function trimmedNames(request: string): string[] | undefined {
  return request in SHARED_EXPORTS ? [...SHARED_EXPORTS[request as TrimmedLibrary]] : undefined;
}

/** Packages of the federation runtime that the compiler adds to every app by their file path. */
const RUNTIME_PACKAGES = [
  'webpack-bundler-runtime',
  'runtime',
  'runtime-core',
  'runtime-tools',
  'sdk',
  'error-codes',
  'inject-external-runtime-core-plugin',
];

/**
 * The compiler adds the federation runtime by the path Node resolves, its CommonJS build, which
 * no bundler can trim. Pointing those paths at the same packages' ES module builds lets it drop
 * what a browser never runs (Node script loading, unused helpers): 5–8 kB gzip per app.
 */
export function esmRuntimeAliases(): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const name of RUNTIME_PACKAGES) {
    const cjs = require.resolve(`@module-federation/${name}`);
    const esm = cjs.replace(/\.cjs$/, '.js');
    if (cjs !== esm && existsSync(esm)) aliases[`${cjs}$`] = esm;
  }
  return aliases;
}

export interface Federation {
  plugins: RspackPluginInstance[];
  aliases: Record<string, string>;
}

/** Plugins the full copies' own builds leave out (they emit the app's files, not a library's). */
const NOT_IN_FALLBACK_BUILDS = [
  'EmitJsonPlugin',
  'CopyRspackPlugin',
  'ManifestUsedExportsPlugin',
  'HashedSharedFallbacksPlugin',
  // Their builds load no chunk; the page pins the copy itself (docs/releases.md, "Integrity").
  'SubresourceIntegrityPlugin',
];

/** The shell's runtime plugin that picks the trimmed or the full copies for the page. */
const sharedTreeShakingPlugin = (appDir: string) =>
  join(appDir, 'src/federation/sharedTreeShaking.ts');

/**
 * The federation of one app. In production builds, also:
 * - one federation runtime per page: the shell provides its runtime core to the remotes, whose
 *   entries leave theirs out (`externalRuntime`), so a remote entry weighs ~9 kB gzip, not ~35;
 *   a remote's production build is therefore loaded by the shell, not opened alone (its own page
 *   is for `npm run start:<remote>`, a dev server, which keeps the runtime);
 * - shared libraries trimmed by Module Federation's tree shaking (see `sharedSingletons`), with
 *   usedExports in the manifest for the shell's choice, and the full copies content-hashed
 *   (hashedSharedFallbacks.ts);
 * - the runtime's ES module build, built for the browser only.
 */
export function federation(options: FederationOptions): Federation {
  const { production, isHost } = options;
  const plugin = federationPlugin(options, {
    trim: production,
    liveCore: !production,
    experiments: production ? productionExperiments(isHost) : undefined,
  });
  return {
    plugins: production
      ? [plugin, new ManifestUsedExportsPlugin(), new HashedSharedFallbacksPlugin()]
      : [plugin],
    aliases: production ? esmRuntimeAliases() : {},
  };
}

/** A production build's runtime: the shell's core provided to the remotes, built for browsers. */
export function productionExperiments(isHost: boolean) {
  return {
    ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
    optimization: { target: 'web' as const },
  };
}

interface BuildChoices {
  trim?: boolean;
  /** Development builds: core is provided through its live view (LIVE_CORE). */
  liveCore?: boolean;
  experiments?: ConstructorParameters<typeof ModuleFederationPlugin>[0]['experiments'];
}

/** `settings`: what a build sets beyond these (the server builds: Node's library and loading). */
export function federationPlugin(
  { name, appDir, exposes, isHost }: Omit<FederationOptions, 'production'>,
  { trim = false, liveCore = false, experiments }: BuildChoices = {},
  settings: Partial<ConstructorParameters<typeof ModuleFederationPlugin>[0]> = {},
) {
  return new ModuleFederationPlugin({
    name,
    // Remotes keep a fixed entry file name: the manifest and the shell's loader point at it.
    filename: 'remoteEntry.js',
    ...(exposes ? { exposes } : {}),
    // The shell registers its remotes at run time from remotes.json, so none are listed here.
    remotes: {},
    shared: sharedSingletons(appDir, { trim, liveCore }),
    ...(trim && {
      treeShakingSharedExcludePlugins: NOT_IN_FALLBACK_BUILDS,
      ...(isHost && { runtimePlugins: [sharedTreeShakingPlugin(appDir)] }),
    }),
    // A singleton already on the page wins over a newer copy that a late remote brings.
    shareStrategy: 'loaded-first',
    manifest: true,
    // Remote types come from the route declarations' own types (@murmur/contract, routes/), not from
    // generated archives.
    dts: false,
    ...(experiments && { experiments }),
    ...settings,
  });
}
