/** Timestamps of the contract: 2026-11-22T10:15:00+05:30 (local time with its offset, spec §9). */

const pad = (value: number) => String(Math.trunc(value)).padStart(2, '0');

export function formatTimestamp(date: Date): string {
  const offsetMinutes = -date.getTimezoneOffset();
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const offset = Math.abs(offsetMinutes);
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `${day}T${time}${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
}

export const timestampNow = () => formatTimestamp(new Date());

/** The form every `createdAt` and `updatedAt` takes. */
export const TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
