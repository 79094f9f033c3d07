/**
 * `--monolith`'s table: the federated build beside the same sources built as one application
 * (tools/bench/client/monolith/), their cold runs in turn, and what the federation adds, part by part.
 */
import type { FederationParts } from './measure/federationParts';
import type { FirstScreenSide } from './monolithRun';

/** The federated build's time to a usable form and to the first card, against the monolith's. */
export const FEDERATION_GOAL = 1.1;

interface MonolithRow {
  metric: string;
  monolith: number | null;
  federated: number | null;
  unit: 'ms' | 'kB' | '' | '×';
  /** The federated figure may be at most this many times the monolith's. */
  goal?: number;
}

const kB = (bytes: number) => Math.round(bytes / 100) / 10;

function rowsOf(monolith: FirstScreenSide, federated: FirstScreenSide): MonolithRow[] {
  const both = (
    metric: string,
    pick: (side: FirstScreenSide) => number | null | undefined,
    unit: MonolithRow['unit'],
    goal?: number,
  ): MonolithRow => ({
    metric,
    monolith: pick(monolith) ?? null,
    federated: pick(federated) ?? null,
    unit,
    ...(goal !== undefined && { goal }),
  });
  return [
    both('/ first view: JS gzip', (s) => kB(s.bytes.login.firstView.js.gzip), 'kB'),
    both('/ first view: JS files', (s) => s.bytes.login.firstView.js.files, ''),
    both('/ first view: CSS gzip', (s) => kB(s.bytes.login.firstView.css.gzip), 'kB'),
    both('/home first view: JS gzip', (s) => kB(s.bytes.home.firstView.js.gzip), 'kB'),
    both('/home first view: JS files', (s) => s.bytes.home.firstView.js.files, ''),
    both('/home first view: requests', (s) => s.bytes.home.firstView.requests, ''),
    both('400 ms mock: cold /, login form painted', (s) => s.drawn.loginPaintedMs, 'ms'),
    both(
      '400 ms mock: cold /, the app answers input',
      (s) => s.drawn.loginReadyMs,
      'ms',
      FEDERATION_GOAL,
    ),
    both('400 ms mock: cold /, longest task until then', (s) => s.drawn.loginLongestTaskMs, 'ms'),
    both(
      '400 ms mock: guest clicked as it shows → first card',
      (s) => s.drawn.guestCardMs,
      'ms',
      FEDERATION_GOAL,
    ),
    both(
      '400 ms mock: cold /home, top bar and navigation painted',
      (s) => s.drawn.homeChromePaintedMs,
      'ms',
    ),
    both(
      '400 ms mock: cold /home, first card',
      (s) => s.drawn.homeFirstCardMs,
      'ms',
      FEDERATION_GOAL,
    ),
  ];
}

const cell = (value: number | null, unit: string) =>
  value === null ? '—' : `${Math.round(value * 10) / 10}${unit === '' ? '' : ` ${unit}`}`;

function line(row: MonolithRow): string {
  const ratio = row.monolith && row.federated !== null ? row.federated / row.monolith : null;
  const goal = row.goal ? `≤ ${row.goal} ×` : '';
  const met = row.goal && ratio !== null ? (ratio <= row.goal ? 'yes' : 'NO') : '';
  const ratioText = ratio === null ? '—' : `${ratio.toFixed(2)} ×`;
  return `| ${row.metric} | ${cell(row.monolith, row.unit)} | ${cell(row.federated, row.unit)} | ${ratioText} | ${goal} | ${met} |`;
}

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
  return [
    '| measure | monolith | federated | federated ÷ monolith | goal | met |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rowsOf(monolith, federated).map(line),
    '',
    ...partsLines(federated.parts, monolith.parts, runtimeGzip),
  ].join('\n');
}
