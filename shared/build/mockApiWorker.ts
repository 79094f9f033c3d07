/**
 * The mock API's service worker (mock-api/src/worker/service-worker.ts) as its own Rspack build:
 * one classic script at the root of the shell's output, `mock-api-worker.js`, so its scope is
 * the whole origin. No content hash: the browser checks that one URL for a new version itself,
 * and the servers answer it uncached (serve.json, nginx).
 */
import { resolve } from 'node:path';
import { rspack, type Compiler, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { MOCK_API_WORKER_FILE } from './mockApiWorkerFile';

const repoRoot = resolve(__dirname, '../..');

export function mockApiWorkerConfig({ outputPath }: { outputPath: string }): Configuration {
  const isDev = process.env.NODE_ENV !== 'production';
  return {
    name: 'mock-api-worker',
    context: repoRoot,
    mode: isDev ? 'development' : 'production',
    target: ['webworker', 'es2022'],
    devtool: isDev ? 'cheap-module-source-map' : false,
    entry: { 'mock-api-worker': './mock-api/src/worker/service-worker.ts' },
    output: {
      path: outputPath,
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

/**
 * Builds the worker into the shell's output once the shell's files are written (after its
 * `clean`), wherever that output goes (`--output-path` of a deploy's build too). A plugin of the
 * shell's one configuration rather than a second configuration: tools that load the shell's
 * config (the bench's analysis) keep getting one.
 */
export class MockApiWorkerPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('MockApiWorkerPlugin', async () => {
      const outputPath = compiler.options.output.path;
      if (!outputPath) throw new Error('The shell has no output path for the mock API worker.');
      await new Promise<void>((done, fail) => {
        const worker = rspack(mockApiWorkerConfig({ outputPath }));
        worker.run((error, stats) => {
          worker.close(() => undefined);
          if (error) fail(error);
          else if (stats?.hasErrors())
            fail(new Error(stats.toString({ all: false, errors: true })));
          else done();
        });
      });
    });
  }
}
