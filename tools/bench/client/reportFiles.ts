/**
 * The JS files of a first load, one per line, with what each holds (from the analysis build's
 * module map) and its gzip bytes; before and after side by side when a before run is given.
 * A service worker's files are listed too, marked, since they are not the page's.
 */
import type { LoadedFileSummary, LoadSummary } from './measure/bytes';
import type { BenchResult } from './report';

type Column = [file: string, holds: string, gzip: string];

const blank: Column = ['', '', ''];

function columnsOf(summary: LoadSummary): Column[] {
  const js = summary.files.filter((file: LoadedFileSummary) => file.kind !== 'css');
  return js.map(({ file, holds, gzip, byWorker }) => [
    byWorker ? `${file} (service worker)` : file,
    holds.join(', '),
    `${(gzip / 1000).toFixed(1)} kB`,
  ]);
}

function fileTable(title: string, after: LoadSummary, before?: LoadSummary): string {
  const now = columnsOf(after);
  const then = before ? columnsOf(before) : [];
  const header = before
    ? ['before: file', 'holds', 'gzip', 'after: file', 'holds', 'gzip']
    : ['file', 'holds', 'gzip'];
  const lines = Array.from({ length: Math.max(now.length, then.length) }, (_, index) => {
    const cells = before
      ? [...(then[index] ?? blank), ...(now[index] ?? blank)]
      : (now[index] ?? blank);
    return `| ${cells.join(' | ')} |`;
  });
  return [
    `${title}:`,
    '',
    `| ${header.join(' | ')} |`,
    `|${header.map(() => ' --- ').join('|')}|`,
    ...lines,
  ].join('\n');
}

/** The JS files before /home's first card and before the login form is usable. */
export function filesTables(result: BenchResult, before?: BenchResult): string {
  return [
    fileTable(
      "JS files before a cold signed-in /home's first card",
      result.bytes.home.firstView,
      before?.bytes.home.firstView,
    ),
    fileTable(
      'JS files before the login form of a cold / is usable',
      result.bytes.loginUsable.firstView,
      before?.bytes.loginUsable.firstView,
    ),
  ].join('\n\n');
}
