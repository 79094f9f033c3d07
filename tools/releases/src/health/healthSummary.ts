/**
 * The API server's telemetry summary (`GET /api/v2/telemetry/summary`), read by `releases
 * --health` and the canary judge. The API's address is `--api` or MURMUR_API_URL: the API
 * server's management port, or its public one with the operator's token (sent from METRICS_TOKEN).
 */
import type { AppEntry } from '@murmur/build/apps';
import { RefusedError } from '../store';
import { milliseconds, percent, type VersionHealth } from './versionHealth';

export function apiAddress(given: string | undefined, env = process.env): string {
  const address = given ?? env.MURMUR_API_URL;
  if (!address) {
    throw new RefusedError(
      'Name the API server whose telemetry to read: --api http://host:port (or MURMUR_API_URL).',
    );
  }
  return address.replace(/\/+$/, '');
}

/**
 * The figures of one app's versions (the shell's are `shell`'s; a remote reports under its
 * federation name, `feed` for feed-app), keyed by version, each address prefix counted for at
 * most `perPrefix` sessions of a version.
 */
export async function readHealth(
  api: string,
  app: AppEntry,
  { hours = 24, perPrefix = 1, token = process.env.METRICS_TOKEN } = {},
): Promise<Map<string, VersionHealth>> {
  const query = `app=${encodeURIComponent(app.name)}&hours=${hours}&perPrefix=${perPrefix}`;
  const url = `${api}/api/v2/telemetry/summary?${query}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch (error) {
    throw new RefusedError(`The API server at ${api} did not answer: ${(error as Error).message}`);
  }
  if (!response.ok) {
    throw new RefusedError(
      `The API server answered ${response.status} for the telemetry summary${response.status === 401 || response.status === 404 ? ' (point --api at its management port, or set METRICS_TOKEN to the operator token)' : ''}.`,
    );
  }
  const { versions } = (await response.json()) as { versions: VersionHealth[] };
  return new Map(versions.map((entry) => [entry.version, entry]));
}

/** One line of figures: what `releases --health` prints and the release log's summary says. */
export function describeHealth(figures: VersionHealth): string {
  return [
    `${figures.sessions} sessions`,
    `error rate ${percent(figures.errorRate)}`,
    `${figures.fallbacks} fallbacks`,
    `LCP p75 ${milliseconds(figures.lcpP75)}`,
    `INP p75 ${milliseconds(figures.inpP75)}`,
    `from ${figures.prefixes} address prefixes`,
  ].join(', ');
}
