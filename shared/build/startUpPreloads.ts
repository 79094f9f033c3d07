/**
 * The shell's page, as built, asks at once for what its entry would otherwise ask for only after
 * it has arrived and run: remotes.json (read as the shell starts) and the start-up's own chunk
 * (`import('./bootstrap')`, the async boundary). Without these the first screen waits one more
 * round trip behind main.js (docs/architecture.md, "The first screen"). The start-up's styles
 * (the chrome's, the document's) are the page's stylesheet: a page the server drew shows the
 * chrome before any script runs, and the start-up's loader finds the sheet already there. The
 * servers that write the route's hints (shared/build/firstScreen/) add the remote's files and
 * the shared libraries beside them.
 *
 * The start-up chunk is found by its name, the one `shell/src/index.ts` gives its import.
 */
import { rspack, type Compiler } from '@rspack/core';

/** The chunk name of the shell's start-up (`webpackChunkName` in shell/src/index.ts). */
export const START_UP_CHUNK = 'start-up';

/** What the shell reads as it starts (shell/src/releases/remotesJson.ts, `REMOTES_JSON_URL`). */
const REMOTES_JSON = '/remotes.json';

interface Tag {
  tagName: string;
  attributes: Record<string, string | boolean | undefined | null>;
  voidTag: boolean;
}

const stylesheet = (href: string): Tag => ({
  tagName: 'link',
  attributes: { rel: 'stylesheet', href },
  voidTag: true,
});

const preload = (href: string, as: 'fetch' | 'script'): Tag => ({
  tagName: 'link',
  // A fetch()'s preload is used only when its mode matches: fetch() asks in CORS mode.
  attributes: { rel: 'preload', href, as, ...(as === 'fetch' && { crossorigin: '' }) },
  voidTag: true,
});

export class StartUpPreloadsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('StartUpPreloadsPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise(
        'StartUpPreloadsPlugin',
        async (data) => {
          const group = compilation.namedChunkGroups.get(START_UP_CHUNK);
          if (!group) {
            throw new Error(
              `The shell has no "${START_UP_CHUNK}" chunk to preload: shell/src/index.ts names its import of the start-up so.`,
            );
          }
          const files = group.getFiles().filter((file) => !file.endsWith('.map'));
          const tags = [
            preload(REMOTES_JSON, 'fetch'),
            ...files.map((file) =>
              file.endsWith('.css')
                ? stylesheet(`${data.publicPath}${file}`)
                : preload(`${data.publicPath}${file}`, 'script'),
            ),
          ];
          // After main.js: the browser asks in the page's order, six at a time from one origin,
          // and main.js is what starts everything else (the mock's worker first).
          return { ...data, headTags: [...data.headTags, ...tags] };
        },
      );
    });
  }
}
