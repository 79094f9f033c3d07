/**
 * Dates as a feed shows them, with the browser's own `Intl` (no date library on the page: the
 * three forms below are all the UI needs). Local time, as the reader lives it.
 */

const MINUTE_MS = 60_000;

/** Day and month in the reader's time zone, as parts ("3", "Nov", "2024", "14", "05"). */
const dayMonth = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short' });
const dayMonthYear = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const clock = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function parts(format: Intl.DateTimeFormat, date: Date): Record<string, string> {
  return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
}

/** "3 Nov", or "3 Nov 2024" with the year. */
function day(date: Date, withYear: boolean): string {
  const { day: d, month, year } = parts(withYear ? dayMonthYear : dayMonth, date);
  return withYear ? `${d} ${month} ${year}` : `${d} ${month}`;
}

/**
 * How old a post is, in a feed's short form: "now", "5m", "2h", then the day ("3 Nov"),
 * with the year once it is not this year ("3 Nov 2024"). A date in the future (a fast clock) is "now".
 */
export function formatRelativeTime(date: Date, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - date.getTime()) / MINUTE_MS);
  if (minutes < 1) return 'now';
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h`;
  return day(date, date.getFullYear() !== now.getFullYear());
}

/** The full moment, for a tooltip: "3 Nov 2025, 14:05". */
export function formatFullTime(date: Date): string {
  const { hour, minute } = parts(clock, date);
  return `${day(date, true)}, ${hour}:${minute}`;
}

/** Timestamps of the contract look like 2026-11-22T10:15:00+05:30; anything else is null. */
export function parseTimestamp(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value))
    return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time);
}
