/**
 * An app's build for Node: the same sources as its browser build, run by the tools that draw
 * each route's first screen as HTML (shared/build/firstScreen/drawFirstScreens.ts). A remote's
 * server build is a federation container like its browser one (`remoteEntry.js` exposing its
 * pages); the shell's is the host that loads them from the disk and draws a route
 * (shell/src/server/). Both share the same singletons as in the browser, so one React, one
 * router and one store draw the page. Class names are the browser build's (same unique name,
 * same rule); no stylesheet is written: the page links the browser build's.
 */
import { join } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { federationPlugin } from '../federation';
import { sourceRule } from '../sourceRule';
import { styleModuleOptions, styleRules } from '../styles';
import { REMOTE_SERVER_ENTRY, SERVER_FOLDER, SHELL_SERVER_ENTRY } from './serverFiles';

export interface ServerBuildOptions {
  name: string;
  appDir: string;
  isHost: boolean;
  exposes?: Record<string, string>;
  /** The browser build's output folder; the server build goes into its SERVER_FOLDER. */
  outputPath: string;
  /** Defined for the server build as for the browser one (`process.env.MURMUR_MOCK_API`…). */
  definitions: Record<string, string>;
}

/** CSS modules give their class names and nothing else (`exportsOnly`). */
function classNamesOnly() {
  const browser = styleModuleOptions(false);
  return {
    parser: browser.parser,
    generator: {
      'css/module': { ...browser.generator['css/module'], exportsOnly: true },
      css: { exportsOnly: true },
      'css/auto': { exportsOnly: true },
    },
  };
}

export function createServerConfig(options: ServerBuildOptions): Configuration {
  const { name, appDir, isHost, exposes } = options;
  return {
    name: `${name}-server`,
    context: appDir,
    mode: 'production',
    target: ['async-node', 'es2022'],
    devtool: false,
    entry: isHost ? { [SHELL_SERVER_ENTRY.replace(/\.js$/, '')]: './src/server/index.ts' } : {},
    output: {
      path: join(options.outputPath, SERVER_FOLDER),
      uniqueName: name,
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: 'chunks/[name].[contenthash:8].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
    module: {
      rules: [
        sourceRule(),
        ...styleRules(false),
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
      ],
      ...classNamesOnly(),
    },
    plugins: [
      // The browser build's federation, for Node: the same singletons and exposed pages.
      federationPlugin(
        { name, appDir, exposes, isHost },
        {},
        {
          filename: REMOTE_SERVER_ENTRY,
          library: { type: 'commonjs-module' },
          remoteType: 'script',
          // A remote's server entry is a file on the disk (shell/src/server/serverEntries.ts).
          ...(isHost && { runtimePlugins: [join(appDir, 'src/server/serverEntries.ts')] }),
          manifest: false,
        },
      ),
      new rspack.DefinePlugin(options.definitions),
    ],
    optimization: { runtimeChunk: false, minimize: false },
    performance: { hints: false },
    infrastructureLogging: { level: 'error' },
    stats: 'errors-warnings',
  };
}
