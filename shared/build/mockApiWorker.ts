/**
 * The mock API's service worker (mock-api/src/worker/service-worker.ts) as its own Rspack build:
 * one classic script at the root of the shell's output, `mock-api-worker.js`, so its scope is
 * the whole origin. No content hash: the browser checks that one URL for a new version itself,
 * and the servers answer it uncached (serve.json, nginx).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import {
  rspack,
  type Compiler,
  type Configuration,
  type DevServerMiddleware,
  type RspackPluginInstance,
} from '@rspack/core';
import { MOCK_API_WORKER_FILE } from './mockApiWorkerFile';
import { buildOnce } from './scriptOfItsOwn';
import { sourceRule } from './sourceRule';

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
    resolve: {
      extensions: ['.ts', '.js', '.json'],
      // Mirage imports pretender for the page, where it patches XMLHttpRequest and fetch; the
      // worker hands Mirage its own interceptor (mirage-interceptor.ts), so pretender and its
      // fake XMLHttpRequest never run there. Left out, they cost the worker's first start
      // nothing: a new worker compiles its whole script, and caches it, before it installs.
      alias: { pretender: false },
    },
    // Our TypeScript as every build of ours reads it (these scripts hold no JSX).
    module: { rules: [sourceRule()] },
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
      await buildOnce(mockApiWorkerConfig({ outputPath }));
    });
  }
}

/** The worker's latest development build: its text, or the errors that stopped it. */
type WorkerBuild = { code: string } | { errors: string };

/**
 * The shell's dev server answers the worker from a watching build of its own: an edit of the
 * mock rebuilds it, and a request made meanwhile waits for that build rather than getting the
 * previous file (a stale worker would install and answer). Started with the server, not when the
 * configuration is read.
 */
function watchWorkerBuild(): () => Promise<WorkerBuild> {
  // One folder, reused by every start of the shell's dev server (the only one that serves the
  // worker), not a new temporary folder each time that nothing would remove.
  const outputPath = join(repoRoot, 'node_modules/.cache/murmur-mock-api-worker');
  mkdirSync(outputPath, { recursive: true });
  const compiler = rspack(mockApiWorkerConfig({ outputPath }));
  let settle: (build: WorkerBuild) => void = () => undefined;
  let latest = new Promise<WorkerBuild>((resolve) => (settle = resolve));
  compiler.hooks.invalid.tap('MockApiWorkerDevServer', () => {
    latest = new Promise<WorkerBuild>((resolve) => (settle = resolve));
  });
  compiler.watch({}, (error, stats) => {
    if (error) settle({ errors: String(error) });
    else if (stats?.hasErrors()) settle({ errors: stats.toString({ all: false, errors: true }) });
    else settle({ code: readFileSync(join(outputPath, MOCK_API_WORKER_FILE), 'utf8') });
  });
  return () => latest;
}

/** The dev server's `setupMiddlewares`: `/mock-api-worker.js`, built on demand, never cached. */
export function serveMockApiWorker(middlewares: DevServerMiddleware[]): DevServerMiddleware[] {
  const latestBuild = watchWorkerBuild();
  return [
    {
      name: 'mock-api-worker',
      path: `/${MOCK_API_WORKER_FILE}`,
      middleware: (_request: IncomingMessage, response: ServerResponse) => {
        void latestBuild().then((build) => {
          response.setHeader('Cache-Control', 'no-cache');
          if ('errors' in build) {
            response.statusCode = 500;
            response.setHeader('Content-Type', 'text/plain; charset=utf-8');
            response.end(build.errors);
            return;
          }
          response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          response.end(build.code);
        });
      },
    },
    ...middlewares,
  ];
}
