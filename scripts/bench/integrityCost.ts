/**
 * `npm run bench -- --integrity`: what checking the release store's hashes costs the first
 * screen (docs/releases.md, "Integrity"). The run's builds (`npm run build`) are deployed into a
 * store of the benchmark's own, which is copied once with every hash taken out (remotes.json
 * without `integrity`, the pages without `integrity` attributes): the same files, checked and
 * not. Both are served by nginx (`npm run serve:deploy`, on 4310 and 4311) and a signed-in cold
 * /home is loaded from each in turn, runs interleaved so that both see the same machine: the
 * bytes the page was sent (encoded, as on the wire), its requests, and the time to its first
 * post card.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { startProcess, waitForUrls, type Started } from '@murmur/tooling';
import { median, networkQuiet, watched, type Session } from './browser';
import { guestSession, makeOpen } from './env';

const PORTS = { on: 4310, off: 4311 } as const;
type Mode = keyof typeof PORTS;

export interface IntegrityRun {
  firstCardMs: number;
  requests: number;
  /** Bytes of every response up to the first card and to the page going quiet. */
  bytesAtFirstCard: number;
  bytesWhenQuiet: number;
  /** Requests for a version's integrity.json. */
  integrityLists: number;
}

export interface IntegrityCost {
  runs: Record<Mode, IntegrityRun[]>;
  median: Record<Mode, IntegrityRun>;
}

/** A store's pointers and pages with every hash taken out: what the shell then checks is nothing. */
function withoutHashes(root: string): void {
  const remotesPath = join(root, 'remotes.json');
  const remotes = JSON.parse(readFileSync(remotesPath, 'utf8')) as Record<string, object>;
  const strip = (value: unknown): unknown =>
    typeof value === 'object' && value !== null
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([key]) => key !== 'integrity' && key !== 'lastGood')
            .map(([key, inner]) => [key, strip(inner)]),
        )
      : value;
  writeFileSync(remotesPath, `${JSON.stringify(strip(remotes), null, 2)}\n`);
  const pages = [
    join(root, 'index.html'),
    ...readdirSync(join(root, 'first-screen')).map((page) => join(root, 'first-screen', page)),
  ];
  for (const page of pages) {
    writeFileSync(page, readFileSync(page, 'utf8').replace(/ integrity="[^"]*"/g, ''));
  }
}

function deployInto(repoRoot: string, root: string): void {
  const deployed = spawnSync('npm', ['run', '--silent', 'deploy', '--', 'all', '--from', '.'], {
    cwd: repoRoot,
    env: { ...process.env, DEPLOY_DIR: root },
    encoding: 'utf8',
  });
  if (deployed.status !== 0) throw new Error(`The deploy failed: ${deployed.stderr}`);
}

type Open = ReturnType<typeof makeOpen>;

/** One cold, signed-in /home: time to its first card, what it was sent and asked. */
async function coldHome(open: Open, session: Session): Promise<IntegrityRun> {
  const bench = await open({ session });
  try {
    const sizes: { at: number; bytes: number; url: string }[] = [];
    bench.page.on('requestfinished', (request) => {
      void request.sizes().then((size) =>
        sizes.push({
          at: performance.now(),
          bytes: size.responseBodySize + size.responseHeadersSize,
          url: request.url(),
        }),
      );
    });
    await bench.page.goto('/home');
    const firstCard = (await watched(bench.page, 'firstCard')).painted;
    // What had arrived when the benchmark saw the card (to within a poll).
    const cardAt = performance.now();
    const atCard = sizes.filter((size) => size.at <= cardAt);
    await networkQuiet(bench);
    return {
      firstCardMs: firstCard,
      requests: sizes.length,
      bytesAtFirstCard: atCard.reduce((sum, size) => sum + size.bytes, 0),
      bytesWhenQuiet: sizes.reduce((sum, size) => sum + size.bytes, 0),
      integrityLists: sizes.filter((size) => size.url.endsWith('/integrity.json')).length,
    };
  } finally {
    await bench.close();
  }
}

function mediansOf(runs: IntegrityRun[]): IntegrityRun {
  const of = (pick: (run: IntegrityRun) => number) => median(runs.map(pick));
  return {
    firstCardMs: of((r) => r.firstCardMs),
    requests: of((r) => r.requests),
    bytesAtFirstCard: of((r) => r.bytesAtFirstCard),
    bytesWhenQuiet: of((r) => r.bytesWhenQuiet),
    integrityLists: of((r) => r.integrityLists),
  };
}

/** The run's builds in a store, and its copy without hashes; both served by nginx. */
function serveStores(repoRoot: string, workDir: string): Started[] {
  const stores = {
    on: join(workDir, 'store-integrity-on'),
    off: join(workDir, 'store-integrity-off'),
  };
  for (const root of Object.values(stores)) rmSync(root, { recursive: true, force: true });
  deployInto(repoRoot, stores.on);
  cpSync(stores.on, stores.off, { recursive: true });
  withoutHashes(stores.off);
  return (Object.keys(PORTS) as Mode[]).map((mode) =>
    startProcess(
      `npm run --silent serve:deploy -- --port ${PORTS[mode]}`,
      join(workDir, `serve-store-${mode}.log`),
      { DEPLOY_DIR: stores[mode] },
    ),
  );
}

export async function benchIntegrity(
  repoRoot: string,
  workDir: string,
  browser: Browser,
  runs: number,
): Promise<IntegrityCost> {
  const servers = serveStores(repoRoot, workDir);
  try {
    await waitForUrls(
      Object.values(PORTS).map((port) => `http://localhost:${port}/`),
      30_000,
    );
    const opens = {
      on: makeOpen(browser, `http://localhost:${PORTS.on}`, new Map()),
      off: makeOpen(browser, `http://localhost:${PORTS.off}`, new Map()),
    };
    const sessions = { on: await guestSession(opens.on), off: await guestSession(opens.off) };
    const results: Record<Mode, IntegrityRun[]> = { on: [], off: [] };
    for (let run = 0; run < runs; run += 1) {
      for (const mode of ['on', 'off'] as const) {
        results[mode].push(await coldHome(opens[mode], sessions[mode]));
      }
    }
    return { runs: results, median: { on: mediansOf(results.on), off: mediansOf(results.off) } };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

/** The two columns side by side. */
export function integrityTable({ median: m }: IntegrityCost): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const rows: [string, (run: IntegrityRun) => string][] = [
    ['first post card (ms)', (r) => r.firstCardMs.toFixed(0)],
    ['bytes by the first card', (r) => kb(r.bytesAtFirstCard)],
    ['bytes once quiet', (r) => kb(r.bytesWhenQuiet)],
    ['requests once quiet', (r) => String(r.requests)],
    ['integrity lists fetched', (r) => String(r.integrityLists)],
  ];
  const lines = rows.map(
    ([name, value]) => `${name.padEnd(26)}${value(m.on).padStart(12)}${value(m.off).padStart(12)}`,
  );
  return [
    `${'cold /home, signed in'.padEnd(26)}${'checked'.padStart(12)}${'unchecked'.padStart(12)}`,
    ...lines,
  ].join('\n');
}
