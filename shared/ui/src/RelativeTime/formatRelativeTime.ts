import {
  differenceInHours,
  differenceInMinutes,
  format,
  isSameYear,
  isValid,
  parseISO,
} from 'date-fns';

/**
 * How old a post is, in a feed's short form: "now", "5m", "2h", then the day ("3 Nov"),
 * with the year once it is not this year ("3 Nov 2024"). A date in the future (a fast clock) is "now".
 */
export function formatRelativeTime(date: Date, now: Date = new Date()): string {
  const minutes = differenceInMinutes(now, date);
  if (minutes < 1) return 'now';
  if (minutes < 60) return `${minutes}m`;
  const hours = differenceInHours(now, date);
  if (hours < 24) return `${hours}h`;
  return isSameYear(date, now) ? format(date, 'd MMM') : format(date, 'd MMM yyyy');
}

/** The full moment, for a tooltip: "3 Nov 2025, 14:05". */
export function formatFullTime(date: Date): string {
  return format(date, 'd MMM yyyy, HH:mm');
}

/** Timestamps of the contract look like 2026-11-22T10:15:00+05:30; anything else is null. */
export function parseTimestamp(value: string): Date | null {
  const date = parseISO(value);
  return isValid(date) ? date : null;
}
