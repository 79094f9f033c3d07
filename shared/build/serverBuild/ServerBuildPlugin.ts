/**
 * Builds an app for Node right after its browser build, into the same output folder
 * (`<output>/server`, createServerConfig.ts), so that whatever takes a build (`npm run serve`,
 * a deploy into the release store, `--output-path`) takes both, and a version of the store can
 * draw its own pages. Production builds only.
 */
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { buildOnce } from '../scriptOfItsOwn';
import { createServerConfig, type ServerBuildOptions } from './createServerConfig';

export class ServerBuildPlugin implements RspackPluginInstance {
  constructor(private readonly options: Omit<ServerBuildOptions, 'outputPath'>) {}

  apply(compiler: Compiler): void {
    // After the browser build has written (and cleaned) its folder.
    compiler.hooks.afterEmit.tapPromise('ServerBuildPlugin', async () => {
      await buildOnce(createServerConfig({ ...this.options, outputPath: compiler.outputPath }));
    });
  }
}
