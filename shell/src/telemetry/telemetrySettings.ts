/**
 * What the page's telemetry may cost, said once. The share of page loads that report is a build
 * setting (MURMUR_TELEMETRY_SAMPLE, 0 to 1; every page load reports when it is unset, as in
 * development and the tests); a deployment with many sessions sets, say, 0.1.
 */
export const TELEMETRY_URL = '/api/v2/telemetry';
/** Where a page load asks for the ticket its reports carry. */
export const TICKET_URL = '/api/v2/telemetry/ticket';

/** A page load sends at most this many bytes of reports in all, whatever happens on it. */
export const MAX_BYTES_PER_SESSION = 4 * 1024;

/** The same limit as the server's (`TELEMETRY_LIMITS.countMax`): a loop must not flood. */
export const MAX_COUNT = 1000;

export function sampleRate(raw = process.env.MURMUR_TELEMETRY_SAMPLE): number {
  const rate = Number(raw);
  if (raw === undefined || raw.trim() === '' || !Number.isFinite(rate)) return 1;
  return Math.min(Math.max(rate, 0), 1);
}
