/**
 * The mock API's service worker (mock-api/src/worker/service-worker.ts) as its own Rspack build:
 * one classic script at the root of the shell's output, `mock-api-worker.js`, so its scope is
 * the whole origin. No content hash: the browser checks that one URL for a new version itself,
 * and the servers answer it uncached (serve.json, nginx).
 */
import { join, resolve } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { host } from './apps';
import { MOCK_API_WORKER_FILE } from './mockApiWorkerFile';

const repoRoot = resolve(__dirname, '../..');

export function mockApiWorkerConfig({ outputFolder }: { outputFolder: string }): Configuration {
  const isDev = process.env.NODE_ENV !== 'production';
  return {
    name: 'mock-api-worker',
    // After the shell's compilation, which cleans the folder both write to.
    dependencies: [host.name],
    context: repoRoot,
    mode: isDev ? 'development' : 'production',
    target: ['webworker', 'es2022'],
    devtool: isDev ? 'cheap-module-source-map' : false,
    entry: { 'mock-api-worker': './mock-api/src/worker/service-worker.ts' },
    output: {
      path: join(repoRoot, host.dir, outputFolder),
      filename: MOCK_API_WORKER_FILE,
      // One file: a service worker cannot load chunks it did not have at install time.
      chunkLoading: false,
      clean: false,
    },
    resolve: { extensions: ['.ts', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]s$/,
          exclude: /[\\/]node_modules[\\/]/,
          loader: 'builtin:swc-loader',
          options: { detectSyntax: 'auto', jsc: { target: 'es2022' } },
          type: 'javascript/auto',
        },
      ],
    },
    optimization: { splitChunks: false },
    plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    performance: { hints: false },
    infrastructureLogging: { level: 'error' },
    stats: 'errors-warnings',
  };
}
