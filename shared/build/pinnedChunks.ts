/**
 * Lets the page pin the chunks an app's own runtime loads. Rspack's chunk loader creates its
 * `<script>` elements itself, out of reach of the federation runtime's `createScript` hook, so
 * each build's loader hands every chunk script it creates, before it is inserted, to the page's
 * pinning function when the page has one: the shell's, which sets the `integrity` its release
 * store recorded for that file (shell/src/federation/integrity/). A page without it (a remote's
 * standalone page, `npm start`) loads chunks as before.
 */
import { PIN_SCRIPT_GLOBAL } from '@murmur/contract';
import { rspack, type Compiler } from '@rspack/core';

export class PinnedChunksPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('PinnedChunksPlugin', (compilation) => {
      rspack.RuntimePlugin.getCompilationHooks(compilation).createScript.tap(
        'PinnedChunksPlugin',
        (code) =>
          `${code}\nif (typeof globalThis.${PIN_SCRIPT_GLOBAL} === 'function') globalThis.${PIN_SCRIPT_GLOBAL}(script);`,
      );
    });
  }
}
