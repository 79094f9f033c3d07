/**
 * `npm run bench -- --integrity`: what checking the release store's hashes costs a signed-in
 * cold /home (docs/releases.md, "Integrity"). Production fails closed (a version named without
 * its hashes is refused) and the shell's own chunk hashes are compiled into its main.js, so
 * there is no honest "unchecked" store to load beside a checked one. The cost is measured on the
 * store as it runs, part by part:
 * - the lists: each remote version's integrity.json, its requests and bytes, and the longest
 *   from a list's request to its last byte: no script of the version is asked for before its
 *   list is in, so this bounds the delay a list adds (less where the manifest came later);
 * - the hashing: the SHA-384 of every pinned file the page received (its scripts, stylesheets
 *   and manifests), computed again in the page with WebCrypto once the page is quiet, the
 *   bytes already in memory: the work the browser's own check does, timed alone.
 * The run's builds (`npm run build`) are deployed into a store of the benchmark's own and served
 * by nginx (`npm run serve:deploy`, on 4310).
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { REPO_ROOT, WORK_DIR } from '../../shared/paths';
import { headerOf, writeResult } from '../../shared/results';
import { medianOf } from '../../shared/statistics';
import { startServed } from '../../shared/servers';
import type { ClientArgs } from '../args';
import { launchBrowser, loaded } from '../browser';
import { step } from '../builds';
import { benchEnv, inPage, repeat, type BenchEnv, type Options } from '../env';
import { markdown } from '../tables';

const PORT = 4310;

function deployInto(repoRoot: string, root: string): void {
  const deployed = spawnSync('npm', ['run', '--silent', 'deploy', '--', 'all', '--from', '.'], {
    cwd: repoRoot,
    env: { ...process.env, DEPLOY_DIR: root },
    encoding: 'utf8',
  });
  if (deployed.status !== 0) throw new Error(`The deploy failed: ${deployed.stderr}`);
}

/** The page's lists and their wait on the manifests, and the hashing of what it received. */
function integrityInPage(page: Page) {
  return page.evaluate(async () => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const lists = entries.filter((entry) => entry.name.endsWith('/integrity.json'));
    const pinned = entries.filter((entry) => {
      const url = new URL(entry.name);
      if (url.origin !== location.origin || url.pathname === '/remotes.json') return false;
      return /\.(js|css|json)$/.test(url.pathname) && !url.pathname.startsWith('/mock-api');
    });
    const bodies = await Promise.all(
      pinned.map(async (entry) =>
        (await fetch(entry.name, { cache: 'force-cache' })).arrayBuffer(),
      ),
    );
    const started = performance.now();
    for (const body of bodies) await crypto.subtle.digest('SHA-384', body);
    return {
      // Requests for a version's integrity.json, their bytes on the wire, and the longest from
      // a list's request to its last byte.
      integrityLists: lists.length,
      integrityListBytes: lists.reduce((sum, list) => sum + list.transferSize, 0),
      listFetchMs: Math.max(0, ...lists.map((list) => list.responseEnd - list.startTime)),
      // Pinned files received, their bytes (decoded), and the time to hash them all in the page.
      hashedFiles: bodies.length,
      hashedBytes: bodies.reduce((sum, body) => sum + body.byteLength, 0),
      hashMs: performance.now() - started,
    };
  });
}

/** One cold, signed-in /home: time to its first card, and the check's parts. */
const coldHome = (env: BenchEnv) =>
  inPage(env, { session: env.session }, async (bench) => {
    const { painted } = await loaded(bench, '/home', 'firstCard');
    return { firstCardMs: painted, ...(await integrityInPage(bench.page)) };
  });

type IntegrityRun = Awaited<ReturnType<typeof coldHome>>;

async function benchIntegrity(repoRoot: string, browser: Browser, options: Options) {
  const store = join(WORK_DIR, 'store-integrity');
  rmSync(store, { recursive: true, force: true });
  deployInto(repoRoot, store);
  const origin = `http://localhost:${PORT}`;
  const command = `npm run --silent --prefix ${REPO_ROOT} serve:deploy -- --port ${PORT}`;
  const server = await startServed([[command, join(WORK_DIR, 'serve-store.log')]], [`${origin}/`], {
    DEPLOY_DIR: store,
  });
  try {
    const env = await benchEnv(browser, origin, new Map(), {}, options);
    const results = await repeat(env, () => coldHome(env));
    const of = (pick: (run: IntegrityRun) => number) => medianOf(results, pick);
    const median: IntegrityRun = {
      firstCardMs: of((r) => r.firstCardMs),
      integrityLists: of((r) => r.integrityLists),
      integrityListBytes: of((r) => r.integrityListBytes),
      listFetchMs: of((r) => r.listFetchMs),
      hashedFiles: of((r) => r.hashedFiles),
      hashedBytes: of((r) => r.hashedBytes),
      hashMs: of((r) => r.hashMs),
    };
    return { runs: results, median };
  } finally {
    await server.stop();
  }
}

/** The medians, one line each. */
function integrityTable({ median: m }: { median: IntegrityRun }): string {
  const KB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return markdown(
    ['cold /home, signed in, from a release store', 'median'],
    [
      ['first post card', `${m.firstCardMs.toFixed(0)} ms`],
      ['integrity lists fetched', String(m.integrityLists)],
      ['their bytes on the wire', KB(m.integrityListBytes)],
      ['longest list, request to last byte', `${m.listFetchMs.toFixed(1)} ms`],
      ['pinned files received', String(m.hashedFiles)],
      ['their bytes (decoded)', KB(m.hashedBytes)],
      ['SHA-384 of them all, in the page', `${m.hashMs.toFixed(1)} ms`],
    ],
    ['---', '---:'],
  );
}

export async function runIntegrity({ root, label, options }: ClientArgs): Promise<void> {
  step(`cold /home from a release store: its integrity lists and hashing, × ${options.runs}`);
  const browser = await launchBrowser();
  try {
    const cost = await benchIntegrity(root, browser, options);
    const file = writeResult({ ...headerOf('integrity', label, root), ...cost });
    console.log(`\n${integrityTable(cost)}\n\nWritten to ${file}`);
  } finally {
    await browser.close();
  }
}
