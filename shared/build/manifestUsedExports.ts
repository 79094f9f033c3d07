/**
 * Copies each trimmed shared library's `usedExports` (the names the app imports, as Module
 * Federation's tree shaking recorded them in mf-stats.json) into mf-manifest.json, the file the
 * shell reads for every remote as it starts: it loads the trimmed copies only when they cover
 * every remote (shell/src/federation/sharedTreeShaking.ts).
 */
import type { Compiler, RspackPluginInstance } from '@rspack/core';

const STATS = 'mf-stats.json';
const MANIFEST = 'mf-manifest.json';

interface SharedEntry {
  name: string;
  usedExports?: string[];
}

export class ManifestUsedExportsPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ManifestUsedExportsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After Module Federation has written and completed both files.
        { name: 'ManifestUsedExportsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const stats = compilation.getAsset(STATS);
          const manifest = compilation.getAsset(MANIFEST);
          if (!stats || !manifest) return;
          const read = (source: { source(): string | Buffer }) =>
            JSON.parse(source.source().toString()) as { shared?: SharedEntry[] };
          const used = new Map(
            (read(stats.source).shared ?? []).map((entry) => [entry.name, entry.usedExports]),
          );
          const content = read(manifest.source);
          for (const entry of content.shared ?? []) {
            const names = used.get(entry.name);
            if (names && names.length > 0) entry.usedExports = [...names].sort();
          }
          compilation.updateAsset(MANIFEST, new sources.RawSource(JSON.stringify(content)));
        },
      );
    });
  }
}
