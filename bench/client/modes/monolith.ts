/**
 * `--monolith`: this run's federated build beside the same sources built as one application
 * (monolith/), served side by side, their cold runs taken in turn (turns.ts) so a busy minute
 * lands on both, and the table: the two side by side, and what the federation adds, part by part.
 */
import { join } from 'node:path';
import { headerOf, writeResult } from '../../shared/results';
import type { ClientArgs } from '../args';
import { launchBrowser } from '../browser';
import { measureBuilds, serveForBench, step } from '../builds';
import { WORK_DIR } from '../../shared/paths';
import { benchEnv, type BenchEnv } from '../env';
import { FEDERATION_GOAL } from '../goals';
import { measureBytes, type PageBytes } from '../measure/bytes';
import { measureDrawnFirstScreen, type DrawnFirstScreen } from '../measure/drawnFirstScreen';
import { measureFederationParts, type FederationParts } from '../measure/federationParts';
import { buildMonolith } from '../monolith/monolithConfigs';
import { serveMonolith } from '../monolith/serveMonolith';
import { markdown } from '../tables';
import { alternatingTurns } from '../turns';

interface FirstScreenSide {
  bytes: { login: PageBytes; home: PageBytes };
  drawn: DrawnFirstScreen;
  parts: FederationParts;
}

/** Both builds' first screens: [monolith, federated]. */
async function measureBesideMonolith(
  monolith: BenchEnv,
  federated: BenchEnv,
): Promise<[FirstScreenSide, FirstScreenSide]> {
  const [monolithTurn, federatedTurn] = alternatingTurns(2);
  const envs = [
    { ...monolith, turn: monolithTurn },
    { ...federated, turn: federatedTurn },
  ] as const;
  const bytes = [await measureBytes(envs[0]), await measureBytes(envs[1])] as const;
  const drawn = await Promise.all(envs.map((env) => measureDrawnFirstScreen(env)));
  const parts = [await measureFederationParts(envs[0]), await measureFederationParts(envs[1])];
  return [0, 1].map((side) => ({
    bytes: { login: bytes[side]!.login, home: bytes[side]!.home },
    drawn: drawn[side]!,
    parts: parts[side]!,
  })) as [FirstScreenSide, FirstScreenSide];
}

const kB = (bytes: number) => Math.round(bytes / 100) / 10;

type Figure = (side: FirstScreenSide) => number | null | undefined;

/** The table's rows: [metric, a side's figure, unit, the most federated ÷ monolith may be]. */
const ROWS: [string, Figure, string, number?][] = [
  ['/ first view: JS gzip', ({ bytes }) => kB(bytes.login.firstView.js.gzip), 'kB'],
  ['/ first view: JS files', ({ bytes }) => bytes.login.firstView.js.files, ''],
  ['/ first view: CSS gzip', ({ bytes }) => kB(bytes.login.firstView.css.gzip), 'kB'],
  ['/home first view: JS gzip', ({ bytes }) => kB(bytes.home.firstView.js.gzip), 'kB'],
  ['/home first view: JS files', ({ bytes }) => bytes.home.firstView.js.files, ''],
  ['/home first view: requests', ({ bytes }) => bytes.home.firstView.requests, ''],
  ['400 ms mock: cold /, login form painted', ({ drawn }) => drawn.loginPaintedMs, 'ms'],
  [
    '400 ms mock: cold /, the app answers input',
    ({ drawn }) => drawn.loginReadyMs,
    'ms',
    FEDERATION_GOAL,
  ],
  ['400 ms mock: cold /, longest task until then', ({ drawn }) => drawn.loginLongestTaskMs, 'ms'],
  [
    '400 ms mock: guest clicked as it shows → first card',
    ({ drawn }) => drawn.guestCardMs,
    'ms',
    FEDERATION_GOAL,
  ],
  [
    '400 ms mock: cold /home, top bar and navigation painted',
    ({ drawn }) => drawn.homeChromePaintedMs,
    'ms',
  ],
  [
    '400 ms mock: cold /home, first card',
    ({ drawn }) => drawn.homeFirstCardMs,
    'ms',
    FEDERATION_GOAL,
  ],
];

const cell = (value: number | null, unit: string) =>
  value === null ? '—' : `${Math.round(value * 10) / 10}${unit && ` ${unit}`}`;

/** What only the federated page loads, from its cold /home (and the runtime's floor). */
function partsLines(parts: FederationParts, monolithParts: FederationParts, runtimeGzip: number) {
  return [
    '| the federation on a cold /home | files | gzip |',
    '| --- | --- | --- |',
    `| remotes.json and the remotes' manifests | ${parts.manifests.files} | ${kB(parts.manifests.gzip)} kB |`,
    `| the remotes' entries (remoteEntry.js) | ${parts.remoteEntries.files} | ${kB(parts.remoteEntries.gzip)} kB |`,
    `| its runtime, inside the shell's entry (floor.ts) | — | ${kB(runtimeGzip)} kB |`,
    `| every other script and stylesheet | ${parts.code.files} (monolith ${monolithParts.code.files}) | ${kB(parts.code.gzip)} kB (monolith ${kB(monolithParts.code.gzip)} kB) |`,
    `| requests until quiet after the first card | ${parts.requests} (monolith ${monolithParts.requests}) | |`,
  ];
}

export function monolithTable(
  monolith: FirstScreenSide,
  federated: FirstScreenSide,
  runtimeGzip: number,
): string {
  const header = ['measure', 'monolith', 'federated', 'federated ÷ monolith', 'goal', 'met'];
  const lines = ROWS.map(([metric, figure, unit, goal]) => {
    const [mono, fed] = [figure(monolith) ?? null, figure(federated) ?? null];
    const ratio = mono && fed !== null ? fed / mono : null;
    const ratioText = ratio === null ? '—' : `${ratio.toFixed(2)} ×`;
    const verdict = goal && ratio !== null ? (ratio <= goal ? 'yes' : 'NO') : '';
    const goalText = goal ? `≤ ${goal} ×` : '';
    return [metric, cell(mono, unit), cell(fed, unit), ratioText, goalText, verdict];
  });
  const parts = partsLines(federated.parts, monolith.parts, runtimeGzip);
  return [markdown(header, lines), '', ...parts].join('\n');
}

export async function runMonolith({ root, label, options, skipBuild }: ClientArgs): Promise<void> {
  const builds = await measureBuilds(root, WORK_DIR, !skipBuild);
  step('the monolith: the same sources as one application, without Module Federation');
  const monolithDir = join(WORK_DIR, 'monolith');
  await buildMonolith(join(monolithDir, 'dist'), join(monolithDir, 'sources'));
  const browser = await launchBrowser();
  const federated = await serveForBench(browser, builds, WORK_DIR, options);
  const served = await serveMonolith(join(monolithDir, 'dist'), monolithDir);
  try {
    // No module map: the monolith's one bundle holds everything.
    const monolith = await benchEnv(browser, served.url, served.appOfOrigin, {}, options);
    step(`each build in turn: bytes, the first screen at 400 ms × ${options.runs}, the parts`);
    const [monolithSide, federatedSide] = await measureBesideMonolith(monolith, federated.env);
    const file = writeResult({
      ...headerOf('monolith', label, root),
      options,
      monolith: monolithSide,
      federated: federatedSide,
    });
    const runtime = builds.floor.federationRuntimeGzipBytes;
    console.log(`\n${monolithTable(monolithSide, federatedSide, runtime)}\n\nWritten to ${file}`);
  } finally {
    await served.stop();
    await federated.stop();
    await browser.close();
  }
}
