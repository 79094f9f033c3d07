/**
 * The Rspack configurations of the monolith, and its build: the shell's sources as one application, the
 * remotes' pages imported into it, without Module Federation, built for the browser (one
 * bundle: every dynamic import in the entry's file) and for Node (to draw its pages as the
 * federated build draws its own). The same libraries, the same style rules, the same mock API.
 */
import { join } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { host } from '@murmur/build/apps';
import { contentSecurityPolicy } from '@murmur/build/contentSecurityPolicy';
import { EmitJsonPlugin, serveConfig } from '@murmur/build/deployment';
import { MockApiStartPlugin } from '@murmur/build/mockApiStart';
import { MockApiWorkerPlugin } from '@murmur/build/mockApiWorker';
import { buildOnce } from '@murmur/build/scriptOfItsOwn';
import { SERVER_FOLDER, SHELL_SERVER_ENTRY } from '@murmur/build/serverBuild/serverFiles';
import { sourceRule } from '@murmur/build/sourceRule';
import { styleModuleOptions, styleRules } from '@murmur/build/styles';
import { REPO_ROOT } from '../../shared/paths';
import { builtInRemotesJson, writeMonolithSources, type MonolithSources } from './monolithSources';

const shellDir = join(REPO_ROOT, host.dir);
const UNIQUE_NAME = 'monolith';

/** What both builds share: the shell's sources, without a federation. */
function common(sources: MonolithSources) {
  return {
    context: shellDir,
    mode: 'production' as const,
    devtool: false as const,
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      alias: { '@module-federation/enhanced/runtime': sources.runtime },
    },
    plugins: [
      // The shell's reading of remotes.json, wherever it is imported from.
      new rspack.NormalModuleReplacementPlugin(/(^|\/)remotesJson$/, (resource) => {
        if (resource.context.includes(join(host.dir, 'src')))
          resource.request = sources.remotesJson;
      }),
      new rspack.DefinePlugin({
        'process.env.MURMUR_MOCK_API': JSON.stringify('true'),
        'process.env.MURMUR_TELEMETRY_SAMPLE': JSON.stringify(''),
      }),
    ],
    performance: { hints: false as const },
    infrastructureLogging: { level: 'error' as const },
    stats: 'errors-warnings' as const,
  };
}

/** Our sources, their styles and their images, as the apps' production builds compile them. */
const sourceRules = () => [
  sourceRule(),
  ...styleRules(false),
  { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
];

const classNames = (exportsOnly: boolean) => {
  const options = styleModuleOptions(false);
  return {
    parser: options.parser,
    generator: exportsOnly
      ? {
          'css/module': { ...options.generator['css/module'], exportsOnly: true },
          css: { exportsOnly: true },
          'css/auto': { exportsOnly: true },
        }
      : options.generator,
  };
};

function browserConfig(outputPath: string, sources: MonolithSources): Configuration {
  const shared = common(sources);
  const policy = contentSecurityPolicy({ remotes: {}, overrideOrigins: [] });
  return {
    ...shared,
    name: 'monolith',
    target: ['web', 'es2022'],
    entry: { main: './src/index.ts' },
    output: {
      path: outputPath,
      uniqueName: UNIQUE_NAME,
      publicPath: '/',
      filename: 'static/js/[name].[contenthash:8].js',
      chunkFilename: 'static/js/async/[name].[contenthash:8].js',
      cssFilename: 'static/css/[name].[contenthash:8].css',
      cssChunkFilename: 'static/css/async/[name].[contenthash:8].css',
      assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
      clean: true,
    },
    module: {
      rules: [
        // One bundle: the shell's start-up (its async boundary is the federation's) and the
        // pages in the entry's file. What both builds load only when needed stays apart (the
        // mock in the page, the Web Vitals library, the modals' forms).
        {
          test: [join(shellDir, 'src/index.ts'), sources.runtime],
          parser: { dynamicImportMode: 'eager' },
        },
        ...sourceRules(),
      ],
      ...classNames(false),
    },
    plugins: [
      ...shared.plugins,
      new rspack.HtmlRspackPlugin({
        template: join(REPO_ROOT, 'shared/build/index.html'),
        title: 'Murmur',
        chunks: ['main'],
        publicPath: '/',
      }),
      new MockApiWorkerPlugin(),
      new MockApiStartPlugin('./src/mockApiStart.ts'),
      new EmitJsonPlugin({
        'remotes.json': builtInRemotesJson(),
        'serve.json': serveConfig(true, policy),
      }),
    ],
    // One file for what the first screen runs: no library split off into a file of its own.
    optimization: { splitChunks: false, runtimeChunk: false },
  };
}

function serverConfig(outputPath: string, sources: MonolithSources): Configuration {
  const shared = common(sources);
  return {
    ...shared,
    name: 'monolith-server',
    target: ['async-node', 'es2022'],
    entry: { [SHELL_SERVER_ENTRY.replace(/\.js$/, '')]: sources.serverEntry },
    output: {
      path: join(outputPath, SERVER_FOLDER),
      uniqueName: UNIQUE_NAME,
      filename: '[name].js',
      chunkFilename: 'chunks/[name].[contenthash:8].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    module: {
      rules: sourceRules(),
      ...classNames(true),
    },
    optimization: { splitChunks: false, runtimeChunk: false, minimize: false },
  };
}

/**
 * Builds the monolith into `outputPath`: the browser build, then the Node build into its
 * `server/` (after the browser build's clean). Its sources' small modules go beside it
 * (monolithSources.ts), into `sourcesFolder`.
 */
export async function buildMonolith(outputPath: string, sourcesFolder: string): Promise<void> {
  process.env.NODE_ENV = 'production';
  const sources = writeMonolithSources(sourcesFolder);
  await buildOnce(browserConfig(outputPath, sources));
  await buildOnce(serverConfig(outputPath, sources));
}
