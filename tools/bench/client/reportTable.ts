/** The client bench's rows as a Markdown table: value, target and verdict, or before and after. */
import { rowsOf, type BenchResult, type Row } from './report';

function format(row: Row | undefined): string {
  if (!row || row.value === null || Number.isNaN(row.value)) return '–';
  const { value, unit } = row;
  const digits =
    unit === '' ? (Number.isInteger(value) ? 0 : 3) : unit === 'ms' ? 0 : unit === 'kB' ? 1 : 2;
  return `${value.toFixed(digits)}${unit === '' || unit === '×' ? (unit === '×' ? ' ×' : '') : ` ${unit}`}`;
}

/** The bound a row is held to: against the before run when it has one, else its target. */
function bound(row: Row, before: Row | undefined): number | undefined {
  if (row.vsBefore !== undefined && before?.value) return row.vsBefore * before.value;
  return row.target;
}

function boundText(row: Row, before: Row | undefined): string {
  const value = bound(row, before);
  if (value === undefined) return '';
  const text = `≤ ${format({ ...row, value })}`;
  return value === row.target ? text : `${text} (${row.vsBefore} × before)`;
}

const verdict = (row: Row, before: Row | undefined) => {
  const value = bound(row, before);
  if (value === undefined || row.value === null || Number.isNaN(row.value)) return '';
  return row.value <= value ? 'met' : 'NOT met';
};

/** A Markdown table: one column of values, or before and after when `before` is given. */
export function table(result: BenchResult, before?: BenchResult): string {
  const now = rowsOf(result);
  const then = new Map(before ? rowsOf(before).map((row) => [row.metric, row]) : []);
  const header = before
    ? ['measure', 'before', 'after', 'target', 'after meets it']
    : ['measure', 'value', 'target', 'met'];
  const lines = now.map((row) => {
    const old = then.get(row.metric);
    const cells = before
      ? [row.metric, format(old), format(row), boundText(row, old), verdict(row, old)]
      : [row.metric, format(row), boundText(row, undefined), verdict(row, undefined)];
    return `| ${cells.join(' | ')} |`;
  });
  return [`| ${header.join(' | ')} |`, `|${header.map(() => ' --- ').join('|')}|`, ...lines].join(
    '\n',
  );
}
