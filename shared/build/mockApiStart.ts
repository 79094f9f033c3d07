/**
 * The shell's first script where the mock is on: `shell/src/mockApiStart.ts`, which
 * registers the mock's service worker as soon as the page's head is read, so that the worker's
 * script downloads and installs beside the page's other files instead of after main.js has
 * arrived and run (docs/architecture.md, "The first screen").
 *
 * It is built on its own, before the shell's compilation, and written into the shell's files
 * under a content hash with a `<script defer>` ahead of main.js: Module Federation puts its
 * runtime (about 30 kB gzip) into every entry of a build, and this script needs none of it
 * (module-federation/core#3388).
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rspack, type Compiler, type RspackPluginInstance } from '@rspack/core';
import { buildOnce } from './scriptOfItsOwn';
import { sourceRule } from './sourceRule';

const NAME = 'MockApiStartPlugin';
const FILE = 'mock-api-start.js';

async function buildStartScript(entry: string, context: string): Promise<string> {
  const outputPath = mkdtempSync(join(tmpdir(), 'murmur-mock-api-start-'));
  try {
    await buildOnce({
      name: 'mock-api-start',
      context,
      mode: 'production',
      target: ['web', 'es2022'],
      devtool: false,
      entry: { start: entry },
      output: { path: outputPath, filename: FILE, iife: true, clean: false },
      resolve: { extensions: ['.ts', '.js'] },
      // Our TypeScript as every build of ours reads it (these scripts hold no JSX).
      module: { rules: [sourceRule()] },
      plugins: [new rspack.DefinePlugin({ 'process.env.MURMUR_MOCK_API': JSON.stringify('true') })],
      performance: { hints: false },
      infrastructureLogging: { level: 'error' },
      stats: 'errors-warnings',
    });
    return readFileSync(join(outputPath, FILE), 'utf8');
  } finally {
    rmSync(outputPath, { recursive: true, force: true });
  }
}

export class MockApiStartPlugin implements RspackPluginInstance {
  /** `entry`: the start script's source, relative to the shell's folder. */
  constructor(private readonly entry: string) {}

  apply(compiler: Compiler): void {
    let code = '';
    compiler.hooks.beforeCompile.tapPromise(NAME, async () => {
      code = await buildStartScript(this.entry, compiler.context);
    });
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const hash = () => createHash('sha256').update(code).digest('hex').slice(0, 8);
      const file = () => `static/js/mock-api-start.${hash()}.js`;
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(file(), new rspack.sources.RawSource(code), { immutable: true });
        },
      );
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise(
        NAME,
        async (data) => {
          const script = {
            tagName: 'script',
            attributes: { defer: true, src: `${data.publicPath}${file()}` },
            voidTag: false,
          };
          return { ...data, headTags: [script, ...data.headTags] };
        },
      );
    });
  }
}
