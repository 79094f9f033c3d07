/**
 * The one Rspack configuration of Murmur. Each app's rspack.config.ts calls it with its data:
 * the shell with `{ name: 'shell' }`, a remote with its name and what it exposes.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { appByName, devBuildEventsPort, host, type AppEntry, type AppName } from './apps';
import { contentSecurityPolicy } from './contentSecurityPolicy';
import {
  DEV_BUILD_FOLDER,
  EmitJsonPlugin,
  devBuildServeConfig,
  productionRemotes,
  serveConfig,
} from './deployment';
import { OVERRIDE_ORIGINS_FILE, overrideOrigins } from './overrideOrigins';
import { federation } from './federation';
import { SHARED_LIBRARY_CHUNKS } from './sharedChunks';
import { hotReload } from './hot/hotReload';
import { PinnedChunksPlugin } from './pinnedChunks';
import { ServerBuildPlugin } from './serverBuild/ServerBuildPlugin';
import { StartUpPreloadsPlugin } from './startUpPreloads';
import { devRemotesJson, repositoryRoutesOf, withRoutes } from './routes/remotesJson';
import { ROUTES_FILE } from './routes/routeDeclarations';
import { ROUTES_SOURCE, readRoutesSource } from './routes/routesSource';
import { sourceRule } from './sourceRule';
import { styleModuleOptions, styleRules } from './styles';

export interface AppConfigOptions {
  /** The app's federation name; its folder and ports come from apps.ts. */
  name: AppName;
  /** Modules a remote exposes to the shell, e.g. `{ './pages': './src/pages.ts' }`. */
  exposes?: Record<string, string>;
}

const repoRoot = resolve(__dirname, '../..');
/** The built shell's link to `npm start -- --dev`'s rebuilds (hot/followDevBuilds.js). */
const followDevBuilds = join(__dirname, 'hot/followDevBuilds.js');

/** Mirage (the mock API) is built in unless `MURMUR_MOCK_API=false`; then no bundle holds it. */
const mockApiEnabled = () => process.env.MURMUR_MOCK_API !== 'false';

/** remotes.json, the override allow-list beside it, and the policy that admits both. */
function shellDeploymentFiles() {
  const remotes = productionRemotes();
  const allowedOrigins = overrideOrigins();
  const policy = contentSecurityPolicy({ remotes, overrideOrigins: allowedOrigins });
  return {
    'remotes.json': withRoutes(remotes, repositoryRoutesOf),
    [OVERRIDE_ORIGINS_FILE]: { allowedOrigins },
    'serve.json': serveConfig(true, policy),
  };
}

/** One app's build: which app, for what, and what the other parts of its config read. */
interface AppBuild {
  name: AppName;
  app: AppEntry;
  exposes?: Record<string, string>;
  isHost: boolean;
  isDev: boolean;
  /** `npm start -- --dev=<remotes>`: an app not developed, built to files (tools/dev). */
  isDevBuild: boolean;
  writesFiles: boolean;
  followsRebuilds: boolean;
  appDir: string;
  publicDir: string;
  federated: ReturnType<typeof federation>;
  definitions: Record<string, string>;
}

function appBuild({ name, exposes }: AppConfigOptions): AppBuild {
  const app = appByName(name);
  const isHost = app === host;
  const isDev = process.env.NODE_ENV !== 'production';
  // `npm start -- --dev=<remotes>` serves the other apps from development builds written to
  // files (tools/dev/src/devBuilds.ts): React's development build and React Refresh, no server.
  const isDevBuild = isDev && process.env.MURMUR_DEV_BUILD === 'true';
  const appDir = join(repoRoot, app.dir);
  return {
    name,
    app,
    exposes,
    isHost,
    isDev,
    isDevBuild,
    writesFiles: !isDev || isDevBuild,
    // The shell's development build reloads the page when the built apps are rebuilt.
    followsRebuilds: isHost && isDevBuild,
    appDir,
    publicDir: join(appDir, 'public'),
    federated: federation({ name, appDir, exposes, isHost, production: !isDev }),
    definitions: { 'process.env.MURMUR_MOCK_API': JSON.stringify(String(mockApiEnabled())) },
  };
}

/** Where the build writes, and the names of its files. */
function outputOf({ name, isHost, isDev, isDevBuild, writesFiles, appDir }: AppBuild) {
  return {
    path: join(appDir, isDevBuild ? DEV_BUILD_FOLDER : 'dist'),
    uniqueName: name,
    // A remote's chunks load from wherever its manifest was found. The shell's production
    // files load from wherever its main script was found: the root under `npm run serve`, its
    // version's folder in the release store (tools/releases/src). Its page names that script
    // from the root (HtmlRspackPlugin's publicPath below), as deep links (/profile/x) need.
    publicPath: isHost && isDev ? '/' : 'auto',
    filename: isDev ? 'static/js/[name].js' : 'static/js/[name].[contenthash:8].js',
    chunkFilename: isDev
      ? 'static/js/async/[name].js'
      : 'static/js/async/[name].[contenthash:8].js',
    cssFilename: isDev ? 'static/css/[name].css' : 'static/css/[name].[contenthash:8].css',
    cssChunkFilename: isDev
      ? 'static/css/async/[name].css'
      : 'static/css/async/[name].[contenthash:8].css',
    assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
    // Not while serving: cleaning drops the previous build's hot-update files, so a page that
    // missed one rebuild (a save seen as two writes, five compilers busy on two cores) finds
    // no update and reloads instead of updating in place (web-infra-dev/rspack#7227). The
    // full copies of the trimmed shared libraries are emitted by this compilation under
    // hashed names (hashedSharedFallbacks.ts), so cleaning drops the unhashed originals.
    clean: writesFiles,
    // What Subresource Integrity needs (below): a pinned file is asked for in CORS mode, on
    // the page's own origin too (shell/src/federation/integrity/pinElement.ts).
    ...(isHost && !isDev && { crossOriginLoading: 'anonymous' as const }),
  } satisfies Configuration['output'];
}

/** The page, hot reload, the pins, the server build and the JSON files beside the app's files. */
function pluginsOf(build: AppBuild): Configuration['plugins'] {
  const { name, app, exposes, isHost, isDev, isDevBuild, writesFiles, followsRebuilds } = build;
  const { appDir, publicDir, federated, definitions } = build;
  const title = isHost ? 'Murmur' : `Murmur · ${app.dir}${isDev ? ' (standalone)' : ''}`;
  return [
    ...federated.plugins,
    new rspack.DefinePlugin(definitions),
    followsRebuilds &&
      new rspack.DefinePlugin({
        __MURMUR_DEV_BUILD_EVENTS__: JSON.stringify(
          `http://localhost:${devBuildEventsPort}/events`,
        ),
      }),
    new rspack.HtmlRspackPlugin({
      template: join(__dirname, isHost || isDev ? 'index.html' : 'remote-index.html'),
      title,
      // Only the app's own entry: injecting remoteEntry.js too would start a second
      // federation runtime on the page and stall hot reload.
      chunks: ['main'],
      publicPath: '/',
    }),
    ...(isDev ? hotReload(name) : []),
    // The shell's page asks for remotes.json and its start-up beside main.js, not after it.
    isHost && !isDev && new StartUpPreloadsPlugin(),
    // Production builds only: a release store's page pins what their loaders fetch.
    !isDev && new PinnedChunksPlugin(),
    // The shell's production build: every chunk and stylesheet its own loader fetches is
    // pinned by its runtime (main.js, which the page pins), SHA-384 as the store's
    // integrity.json writes it (docs/releases.md, "Integrity"). A remote's are pinned by the
    // page from its version's integrity.json instead: the federation runtime fetches some of
    // them too, and only the page knows their hashes for both (shell/src/federation/integrity/).
    isHost && !isDev && new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'] }),
    // Production builds only: the same app built for Node, which draws its routes' first
    // screens as HTML (shared/build/serverBuild/).
    !isDev && new ServerBuildPlugin({ name, appDir, isHost, exposes, definitions }),
    writesFiles &&
      existsSync(publicDir) &&
      new rspack.CopyRspackPlugin({
        patterns: [
          {
            from: publicDir,
            // Written by a production build for its environment (below), not copied; a
            // development build keeps the dev servers' remotes.json (ports 3001–3004).
            globOptions: {
              ignore: isDevBuild ? [] : ['**/remotes.json', `**/${OVERRIDE_ORIGINS_FILE}`],
            },
            noErrorOnMissing: true,
          },
        ],
      }),
    isDevBuild && new EmitJsonPlugin({ 'serve.json': devBuildServeConfig(isHost) }),
    // A remote's declarations, beside its manifest, for the tools that write remotes.json;
    // read again on every compilation.
    !isHost &&
      new EmitJsonPlugin(
        () => ({ [ROUTES_FILE]: readRoutesSource(appDir, name) }),
        [join(appDir, ROUTES_SOURCE)],
      ),
    isHost && isDev && new EmitJsonPlugin({ 'remotes.json': devRemotesJson() }),
    !isDev &&
      new EmitJsonPlugin(isHost ? shellDeploymentFiles() : { 'serve.json': serveConfig(false) }),
  ];
}

/** `rspack serve`: the app alone on its port, or as one of `npm start`'s five. */
function devServerOf({ app, publicDir }: AppBuild): Configuration['devServer'] {
  return {
    port: app.devPort,
    hot: true,
    // Page loads only (Accept: text/html), dots allowed: /profile/maya.solberg is a route,
    // while a fetch of a missing file still gets its 404.
    historyApiFallback: { disableDotRule: true, htmlAcceptHeaders: ['text/html'] },
    headers: { 'Access-Control-Allow-Origin': '*' },
    static: existsSync(publicDir) ? { directory: publicDir, watch: false } : false,
    client: { overlay: { errors: true, warnings: false }, logging: 'warn' },
    // `npm start -- --api=server`: /api goes to the API server, as a reverse proxy would.
    proxy: process.env.MURMUR_API_URL
      ? [{ context: ['/api'], target: process.env.MURMUR_API_URL }]
      : undefined,
    // `--port` on the command line wins over the table, so report the port really used.
    onListening: (server) =>
      console.log(`${app.dir} listening on http://localhost:${server.options.port}/`),
  };
}

export function createAppConfig(options: AppConfigOptions): Configuration {
  const build = appBuild(options);
  const { name, isHost, isDev, followsRebuilds, appDir, federated } = build;
  return {
    name,
    context: appDir,
    mode: isDev ? 'development' : 'production',
    target: ['web', 'es2022'],
    devtool: isDev ? 'cheap-module-source-map' : false,
    // A remote's production build holds only what the shell loads (remoteEntry.js and its
    // chunks): its standalone page, the frame and the mock behind it are for development.
    entry:
      isHost || isDev
        ? { main: [...(followsRebuilds ? [followDevBuilds] : []), './src/index.ts'] }
        : {},
    output: outputOf(build),
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      alias: federated.aliases,
    },
    module: {
      rules: [
        sourceRule({ development: isDev, refresh: isDev }),
        ...styleRules(isDev),
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
      ],
      ...styleModuleOptions(isDev),
    },
    plugins: pluginsOf(build),
    // `rspack serve` compiles dynamic imports lazily unless told otherwise. Our async boundary
    // (`import('./bootstrap')`) is where the federation settles the shared singletons, and
    // compiling it on first request left them unloaded at random ("reading 'call'" on start).
    lazyCompilation: false,
    optimization: {
      // One runtime per app: a separate runtime chunk would break the remote container.
      runtimeChunk: false,
      // Fewer, larger files for the shared libraries (sharedChunks.ts); development keeps
      // Rspack's defaults, which hot updates are tested with.
      ...(!isDev && { splitChunks: { cacheGroups: SHARED_LIBRARY_CHUNKS } }),
    },
    devServer: devServerOf(build),
    performance: { hints: false },
    // Keeps the five-app console readable; errors still show. (Module Federation warns on every
    // build that remotes resolve `publicPath: 'auto'` at run time, which is the intent.)
    infrastructureLogging: { level: 'error' },
    stats: 'errors-warnings',
  };
}
