/** Module Federation settings common to every app: the shared singletons and the manifest. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { RspackPluginInstance } from '@rspack/core';
import { SHARED_SINGLETONS } from './singletons';
import { trimmedShares } from './trimmedShares';
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

/** `imports`: share key → the module provided under it, when not the library itself. */
export function sharedSingletons(appDir: string, imports: Record<string, string> = {}) {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((request) => {
      // Every workspace pins the same exact versions. What an app needs is a caret range from
      // the version it was built with: the manifest records it, and the shell's compatibility
      // gate refuses a remote whose range the page's copy does not satisfy.
      const version = installedVersion(packageOf(request), appDir);
      const provided = imports[request];
      return [
        request,
        {
          singleton: true,
          version,
          requiredVersion: `^${version}`,
          ...(provided && { import: provided }),
        },
      ];
    }),
  );
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
function esmRuntimeAliases(): Record<string, string> {
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

/**
 * The federation of one app. In production builds, also:
 * - one federation runtime per page: the shell provides its runtime core to the remotes, whose
 *   entries leave theirs out (`externalRuntime`), so a remote entry weighs ~9 kB gzip, not ~35;
 *   a remote's production build is therefore loaded by the shell, not opened alone (its own page
 *   is for `npm run start:<remote>`, a dev server, which keeps the runtime);
 * - with `MURMUR_TRIM_SHARED=true` only, react-router and Redux Toolkit shared trimmed to the
 *   names Murmur uses (trimmedShares.ts). Off by default: a remote deployed later that imports a
 *   name the shell's trimmed copy lacks would break until the shell is rebuilt, and deploying
 *   each app on its own schedule matters more than those kilobytes;
 * - the runtime's ES module build, built for the browser only.
 */
export function federation(options: FederationOptions): Federation {
  const { production, isHost } = options;
  const repoRoot = join(__dirname, '../..');
  const trimmed =
    production && process.env.MURMUR_TRIM_SHARED === 'true' ? trimmedShares(repoRoot) : undefined;
  const runtimeExperiments = isHost ? { provideExternalRuntime: true } : { externalRuntime: true };
  const plugin = federationPlugin(options, {
    imports: trimmed?.imports,
    experiments: production
      ? { ...runtimeExperiments, optimization: { target: 'web' as const } }
      : undefined,
  });
  return {
    plugins: [plugin, ...(trimmed?.plugins ?? [])],
    aliases: production ? { ...trimmed?.aliases, ...esmRuntimeAliases() } : {},
  };
}

interface BuildChoices {
  imports?: Record<string, string>;
  experiments?: ConstructorParameters<typeof ModuleFederationPlugin>[0]['experiments'];
}

export function federationPlugin(
  { name, appDir, exposes }: FederationOptions,
  { imports, experiments }: BuildChoices = {},
) {
  return new ModuleFederationPlugin({
    name,
    // Remotes keep a fixed entry file name: the manifest and the shell's loader point at it.
    filename: 'remoteEntry.js',
    ...(exposes ? { exposes } : {}),
    // The shell registers its remotes at run time from remotes.json, so none are listed here.
    remotes: {},
    shared: sharedSingletons(appDir, imports),
    // A singleton already on the page wins over a newer copy that a late remote brings.
    shareStrategy: 'loaded-first',
    manifest: true,
    // Remote types come from shared/core/src/federation/contracts.ts, not from generated archives.
    dts: false,
    ...(experiments && { experiments }),
  });
}
