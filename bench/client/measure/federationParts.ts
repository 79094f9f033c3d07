/**
 * What the federation itself costs a cold signed-in `/home`, file by file: every response the
 * page and its worker received, sorted into the parts only a federated page has (remotes.json,
 * each remote's manifest, each remote's entry) and the rest. The runtime inside the shell's
 * entry is not a file of its own: its floor comes from floor.ts.
 */
import { gzipSync } from 'node:zlib';
import { inPage, type BenchEnv } from '../env';
import { loaded } from '../browser';

export interface Part {
  files: number;
  gzip: number;
}

export interface FederationParts {
  /** remotes.json and each remote's mf-manifest.json: what the page reads to find its code. */
  manifests: Part;
  /** Each remote's remoteEntry.js. */
  remoteEntries: Part;
  /** Every other script and stylesheet. */
  code: Part;
  /** Every response, from the page's start to its quiet after the first card. */
  requests: number;
}

const kindOf = (url: string): keyof Omit<FederationParts, 'requests'> | null => {
  const path = new URL(url).pathname;
  if (path.endsWith('/remotes.json') || path.endsWith('/mf-manifest.json')) return 'manifests';
  if (path.endsWith('/remoteEntry.js')) return 'remoteEntries';
  return /\.(js|css)$/.test(path) ? 'code' : null;
};

export function measureFederationParts(env: BenchEnv): Promise<FederationParts> {
  return inPage(env, { session: env.session }, async (bench) => {
    const parts: FederationParts = {
      manifests: { files: 0, gzip: 0 },
      remoteEntries: { files: 0, gzip: 0 },
      code: { files: 0, gzip: 0 },
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
