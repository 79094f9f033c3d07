/**
 * What the federation itself costs a cold signed-in `/home`, file by file: every response the
 * page and its worker received, sorted into the parts only a federated page has (remotes.json,
 * each remote's manifest, each remote's entry) and the rest. The runtime inside the shell's
 * entry is not a file of its own: its floor comes from floor.ts.
 */
import { gzipSync } from 'node:zlib';
import { inPage, type BenchEnv } from '../env';
import { loaded } from '../browser';

const kindOf = (url: string) => {
  const path = new URL(url).pathname;
  if (path.endsWith('/remotes.json') || path.endsWith('/mf-manifest.json')) return 'manifests';
  if (path.endsWith('/remoteEntry.js')) return 'remoteEntries';
  return /\.(js|css)$/.test(path) ? 'code' : null;
};

export function measureFederationParts(env: BenchEnv) {
  return inPage(env, { session: env.session }, async (bench) => {
    const parts = {
      /** remotes.json and each remote's mf-manifest.json: what the page reads to find its code. */
      manifests: { files: 0, gzip: 0 },
      /** Each remote's remoteEntry.js. */
      remoteEntries: { files: 0, gzip: 0 },
      /** Every other script and stylesheet. */
      code: { files: 0, gzip: 0 },
      /** Every response, from the page's start to its quiet after the first card. */
      requests: 0,
    };
    const counted: Promise<void>[] = [];
    bench.context.on('response', (response) => {
      parts.requests += 1;
      const kind = kindOf(response.url());
      if (!kind || response.url().includes('mock-api-worker')) return;
      counted.push(
        response.body().then(
          (body) => {
            parts[kind].files += 1;
            parts[kind].gzip += gzipSync(body, { level: 9 }).length;
          },
          () => undefined,
        ),
      );
    });
    await loaded(bench, '/home', 'firstCard');
    await Promise.all(counted);
    return parts;
  });
}

export type FederationParts = Awaited<ReturnType<typeof measureFederationParts>>;
