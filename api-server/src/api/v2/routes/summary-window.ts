/**
 * How much of the telemetry one summary request may ask for: a window (`hours`, or `window` as a
 * duration such as `24h`) and, for the figures over time, a bucket size (`bucket=5m`), bounded
 * by TELEMETRY_SUMMARY_LIMITS so that no request makes the database sort months by the minute.
 * A request past a bound is refused with what it asked and what it may ask, never quietly cut.
 */
import { HttpError, TELEMETRY_SUMMARY_LIMITS } from '@murmur/contract';

export interface SummaryWindow {
  /** How far back, in minutes. */
  windowMinutes: number;
  /** The size of each bucket, in minutes, when the figures over time were asked for. */
  bucketMinutes: number | null;
}

export interface SummaryWindowQuery {
  app?: string;
  hours?: string;
  window?: string;
  bucket?: string;
}

const DEFAULT_HOURS = 24;
const MINUTES = { m: 1, h: 60, d: 24 * 60 } as const;
const DURATION = /^([1-9][0-9]{0,5})([mhd])$/;
const { windowMinutes: MAX_WINDOW, buckets: MAX_BUCKETS } = TELEMETRY_SUMMARY_LIMITS;

/** `24h` → 1440; a refusal naming the parameter for anything else. */
function minutesOf(name: string, value: string): number {
  const match = DURATION.exec(value);
  if (!match) {
    throw new HttpError(
      400,
      `${name} is a whole number of minutes, hours or days, such as 30m, 24h or 7d; not "${value}".`,
    );
  }
  return Number(match[1]) * MINUTES[match[2] as keyof typeof MINUTES];
}

const inWords = (minutes: number) =>
  minutes % MINUTES.d === 0
    ? `${minutes / MINUTES.d} d`
    : minutes % MINUTES.h === 0
      ? `${minutes / MINUTES.h} h`
      : `${minutes} min`;

function windowOf(query: SummaryWindowQuery): number {
  if (query.window !== undefined && query.hours !== undefined) {
    throw new HttpError(400, 'Give the window as hours or as window, not both.');
  }
  if (query.window === undefined) {
    // `hours` as before: a longer one is read as the longest there is.
    return Math.min(Number(query.hours ?? DEFAULT_HOURS) * MINUTES.h, MAX_WINDOW);
  }
  const minutes = minutesOf('window', query.window);
  if (minutes > MAX_WINDOW) {
    throw new HttpError(
      400,
      `A summary covers at most ${inWords(MAX_WINDOW)}; window=${query.window} asks for ${inWords(minutes)}.`,
    );
  }
  return minutes;
}

/** The window and bucket a query asks for, refused with a clear message past the bounds. */
export function summaryWindow(query: SummaryWindowQuery): SummaryWindow {
  const windowMinutes = windowOf(query);
  if (query.bucket === undefined) return { windowMinutes, bucketMinutes: null };
  const bucketMinutes = minutesOf('bucket', query.bucket);
  if (query.app === undefined) {
    throw new HttpError(
      400,
      'Figures in buckets are one app’s: name it (app=feed) with bucket, or leave bucket out.',
    );
  }
  if (bucketMinutes > windowMinutes) {
    throw new HttpError(
      400,
      `A bucket of ${inWords(bucketMinutes)} is longer than the window of ${inWords(windowMinutes)}.`,
    );
  }
  const buckets = Math.ceil(windowMinutes / bucketMinutes);
  if (buckets > MAX_BUCKETS) {
    const smallest = Math.ceil(windowMinutes / MAX_BUCKETS);
    throw new HttpError(
      400,
      `A summary holds at most ${MAX_BUCKETS} buckets; ${inWords(windowMinutes)} in buckets of ${inWords(bucketMinutes)} would be ${buckets}. Ask for buckets of ${inWords(smallest)} or more, or a shorter window.`,
    );
  }
  return { windowMinutes, bucketMinutes };
}
