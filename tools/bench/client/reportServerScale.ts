/**
 * The `--server-scale` figures as a Markdown table: the small and the large database side by
 * side, against the goals, then what the client asked for before its first card.
 */
import type { BenchResult } from './report';

/** The goals for the client against a server with a million posts. */
export const SCALE_GOALS = {
  jsonToFirstCardKB: 30,
  firstCardVsSmall: 1.1,
  cardsInDom: 60,
  likeMs: 100,
} as const;

const ms = (value: number) => `${Math.round(value)} ms`;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');

type Scale = Exclude<NonNullable<BenchResult['serverScale']>, { skipped: string }>;

/** /home at both sizes: the JSON it received, its first card, a like. */
function homeRows({ small, large }: Scale): string[][] {
  const ratio = large.firstCardMs / small.firstCardMs;
  return [
    [
      'JSON received until the first card of /home',
      `${kB(small.jsonBytesToFirstCard)} (${small.jsonRequestsToFirstCard} answers)`,
      `${kB(large.jsonBytesToFirstCard)} (${large.jsonRequestsToFirstCard} answers)`,
      `< ${SCALE_GOALS.jsonToFirstCardKB} kB`,
      met(large.jsonBytesToFirstCard < SCALE_GOALS.jsonToFirstCardKB * 1000),
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
      `≤ ${SCALE_GOALS.firstCardVsSmall} × 22 posts`,
      met(ratio <= SCALE_GOALS.firstCardVsSmall),
    ],
    [
      'like → filled heart, top of the feed',
      ms(small.likeMs),
      ms(large.likeMs),
      `≤ ${SCALE_GOALS.likeMs} ms`,
      met(large.likeMs <= SCALE_GOALS.likeMs),
    ],
  ];
}

/** The large feed scrolled through its first posts. */
function scrollRows({ scroll }: Scale): string[][] {
  const at = `scrolled through ${scroll.posts.toLocaleString('en')} posts`;
  return [
    [
      `${at}: cards in DOM`,
      '–',
      String(scroll.cardsInDom),
      `≤ ${SCALE_GOALS.cardsInDom}`,
      met(scroll.cardsInDom <= SCALE_GOALS.cardsInDom),
    ],
    [
      `${at}: longest task (median; worst)`,
      '–',
      `${ms(scroll.longestTaskMs)}; ${ms(scroll.worstTaskMs)}`,
      '',
      '',
    ],
    [`${at}: long tasks (≥ 50 ms)`, '–', String(scroll.longTasks), '', ''],
    [`${at}: time to scroll`, '–', `${(scroll.scrollMs / 1000).toFixed(1)} s`, '', ''],
    [
      `${at}: like → filled heart`,
      '–',
      ms(scroll.likeMs),
      `≤ ${SCALE_GOALS.likeMs} ms`,
      met(scroll.likeMs <= SCALE_GOALS.likeMs),
    ],
  ];
}

export function serverScaleTable(scale: BenchResult['serverScale']): string {
  if (!scale) return '';
  if ('skipped' in scale) return `Server scale: skipped (${scale.skipped}).`;
  const { large } = scale;
  const largeLabel = `${large.posts.toLocaleString('en')} posts`;
  const header = ['client, mock-off build', '22 posts', largeLabel, 'target', 'met'];
  const lines = [header, header.map(() => '---'), ...homeRows(scale), ...scrollRows(scale)].map(
    (cells) => `| ${cells.join(' | ')} |`,
  );
  const calls = large.callsToFirstCard
    .map((call) => `${call.path} (${call.bytes} B, ${call.start}–${call.end} ms)`)
    .join(', ');
  return [
    lines.join('\n'),
    `Seeding ${largeLabel} and ${scale.users.toLocaleString('en')} members: ${scale.seedSeconds} s.`,
    `Before the first card at ${largeLabel} (first run; ${ms(large.runs[0]?.firstCardMs ?? NaN)}): ${calls}.`,
  ].join('\n\n');
}
