/**
 * A client result's tables, in Markdown: its rows (value, target and verdict, or before and
 * after), the JS files of its first loads, and `--server-scale`'s figures.
 */
import type { LoadSummary } from './measure/bytes';
import { SCALE_GOALS } from './goals';
import { rowsOf, type BenchResult, type Row } from './report';

/** Lines of cells under a header and its rule (`---` per column unless given). */
export function markdown(
  header: string[],
  rows: string[][],
  rule = header.map(() => '---'),
): string {
  return [header, rule, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

const ms = (value: number) => `${Math.round(value)} ms`;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');

function format(row: Row | undefined): string {
  if (!row || row.value === null || Number.isNaN(row.value)) return '–';
  const { value, unit } = row;
  const digits =
    unit === '' ? (Number.isInteger(value) ? 0 : 3) : unit === 'ms' ? 0 : unit === 'kB' ? 1 : 2;
  return `${value.toFixed(digits)}${unit && ` ${unit}`}`;
}

/**
 * The bound a row is held to (against the before run when it has one, else its target) and
 * whether its value meets it.
 */
function heldTo(row: Row, before: Row | undefined): [bound: string, verdict: string] {
  const bound =
    row.vsBefore !== undefined && before?.value ? row.vsBefore * before.value : row.target;
  if (bound === undefined) return ['', ''];
  const text = `≤ ${format({ ...row, value: bound })}`;
  const against = bound === row.target ? text : `${text} (${row.vsBefore} × before)`;
  if (row.value === null || Number.isNaN(row.value)) return [against, ''];
  return [against, met(row.value <= bound)];
}

/** A result's rows: one column of values, or before and after when `before` is given. */
export function table(result: BenchResult, before?: BenchResult): string {
  const then = new Map(before ? rowsOf(before).map((row) => [row.metric, row]) : []);
  const header = before
    ? ['measure', 'before', 'after', 'target', 'after meets it']
    : ['measure', 'value', 'target', 'met'];
  const lines = rowsOf(result).map((row) => {
    const old = then.get(row.metric);
    const values = before ? [format(old), format(row)] : [format(row)];
    return [row.metric, ...values, ...heldTo(row, old)];
  });
  return markdown(header, lines);
}

/** A first load's JS files, one per line, with what each holds; a service worker's marked. */
function fileCells(summary: LoadSummary): string[][] {
  return summary.files
    .filter((file) => file.kind !== 'css')
    .map(({ file, holds, gzip, byWorker }) => [
      byWorker ? `${file} (service worker)` : file,
      holds.join(', '),
      kB(gzip),
    ]);
}

function fileTable(title: string, after: LoadSummary, before?: LoadSummary): string {
  const now = fileCells(after);
  const then = before ? fileCells(before) : [];
  const blank = ['', '', ''];
  const lines = Array.from({ length: Math.max(now.length, then.length) }, (_, index) =>
    before ? [...(then[index] ?? blank), ...(now[index] ?? blank)] : (now[index] ?? blank),
  );
  const header = before
    ? ['before: file', 'holds', 'gzip', 'after: file', 'holds', 'gzip']
    : ['file', 'holds', 'gzip'];
  return `${title}:\n\n${markdown(header, lines)}`;
}

/** The JS files before /home's first card and before the login form is usable. */
export function filesTables(result: BenchResult, before?: BenchResult): string {
  const loads: [string, (result: BenchResult) => LoadSummary][] = [
    ["JS files before a cold signed-in /home's first card", (r) => r.bytes.home.firstView],
    ['JS files before the login form of a cold / is usable', (r) => r.bytes.loginUsable.firstView],
  ];
  return loads
    .map(([title, load]) => fileTable(title, load(result), before && load(before)))
    .join('\n\n');
}

type Scale = Exclude<NonNullable<BenchResult['serverScale']>, { skipped: string }>;

/** `--server-scale`: /home at both sizes (the JSON it received, its first card, a like). */
function scaleHomeRows({ small, large }: Scale): string[][] {
  const goal = SCALE_GOALS;
  const ratio = large.firstCardMs / small.firstCardMs;
  const json = (side: Scale['small']) =>
    `${kB(side.jsonBytesToFirstCard)} (${side.jsonRequestsToFirstCard} answers)`;
  return [
    [
      'JSON received until the first card of /home',
      json(small),
      json(large),
      `< ${goal.jsonToFirstCardKB} kB`,
      met(large.jsonBytesToFirstCard < goal.jsonToFirstCardKB * 1000),
    ],
    [
      'JSON received by /home once quiet',
      kB(small.jsonBytesOnceQuiet),
      kB(large.jsonBytesOnceQuiet),
      '',
      '',
    ],
    [
      '/home first post card',
      ms(small.firstCardMs),
      `${ms(large.firstCardMs)} (${ratio.toFixed(2)} ×)`,
      `≤ ${goal.firstCardVsSmall} × 22 posts`,
      met(ratio <= goal.firstCardVsSmall),
    ],
    [
      'like → filled heart, top of the feed',
      ms(small.likeMs),
      ms(large.likeMs),
      `≤ ${goal.likeMs} ms`,
      met(large.likeMs <= goal.likeMs),
    ],
  ];
}

/** `--server-scale`: the large feed scrolled through its first posts. */
function scaleScrollRows({ scroll }: Scale): string[][] {
  const { cardsInDom: cards, likeMs: like } = SCALE_GOALS;
  const rows: [string, string, goal?: string, verdict?: string][] = [
    ['cards in DOM', String(scroll.cardsInDom), `≤ ${cards}`, met(scroll.cardsInDom <= cards)],
    ['longest task (median; worst)', `${ms(scroll.longestTaskMs)}; ${ms(scroll.worstTaskMs)}`],
    ['long tasks (≥ 50 ms)', String(scroll.longTasks)],
    ['time to scroll', `${(scroll.scrollMs / 1000).toFixed(1)} s`],
    ['like → filled heart', ms(scroll.likeMs), `≤ ${like} ms`, met(scroll.likeMs <= like)],
  ];
  const at = `scrolled through ${scroll.posts.toLocaleString('en')} posts`;
  return rows.map(([metric, value, goal = '', verdict = '']) => [
    `${at}: ${metric}`,
    '–',
    value,
    goal,
    verdict,
  ]);
}

/** `--server-scale`: the small and the large database side by side, then the first card's calls. */
export function serverScaleTable(scale: BenchResult['serverScale']): string {
  if (!scale) return '';
  if ('skipped' in scale) return `Server scale: skipped (${scale.skipped}).`;
  const { large } = scale;
  const largeLabel = `${large.posts.toLocaleString('en')} posts`;
  const header = ['client, mock-off build', '22 posts', largeLabel, 'target', 'met'];
  const calls = large.callsToFirstCard
    .map((call) => `${call.path} (${call.bytes} B, ${call.start}–${call.end} ms)`)
    .join(', ');
  return [
    markdown(header, [...scaleHomeRows(scale), ...scaleScrollRows(scale)]),
    `Seeding ${largeLabel} and ${scale.users.toLocaleString('en')} members: ${scale.seedSeconds} s.`,
    `Before the first card at ${largeLabel} (first run; ${ms(large.runs[0]?.firstCardMs ?? NaN)}): ${calls}.`,
  ].join('\n\n');
}
