/**
 * Each app's health over a window, read from the API server's telemetry summary in buckets
 * (`GET /api/v2/telemetry/summary?app=…&window=…&bucket=…`), as `releases --health` and the
 * canary judge read its totals: at the API server's management port, or its public one with the
 * operator's METRICS_TOKEN, each network counted as the judge counts it. Any failure is a notice
 * for the page, never an error: the versions show without health.
 */
import {
  HEALTH_WINDOWS,
  type AppHealth,
  type HealthAnswer,
  type HealthWindow,
} from '../api/dashboardApi';
import { judgeSettingsFrom, type AppEntry } from '@murmur/releases';

export interface HealthSource {
  /** The API server's address, or null when none was named. */
  api: string | null;
  token?: string;
}

interface SummaryAnswer {
  since: string;
  bucketMinutes: number;
  versions: AppHealth['versions'];
  series: AppHealth['series'];
}

/** How long one summary may take before the page is told the API server does not answer. */
const TIMEOUT_MS = 5_000;

async function readApp(
  source: HealthSource & { api: string },
  app: AppEntry,
  window: HealthWindow,
) {
  const { bucket } = HEALTH_WINDOWS.find((entry) => entry.window === window)!;
  const perPrefix = judgeSettingsFrom().sessionsPerPrefix;
  const query = new URLSearchParams({
    app: app.name,
    window,
    bucket,
    perPrefix: String(perPrefix),
  });
  const response = await fetch(`${source.api}/api/v2/telemetry/summary?${query}`, {
    headers: source.token ? { authorization: `Bearer ${source.token}` } : {},
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) {
    const hint =
      response.status === 401 || response.status === 404
        ? ' (point --api at its management port, or set METRICS_TOKEN to the operator token)'
        : '';
    throw new Error(`it answered ${response.status} for the telemetry summary${hint}`);
  }
  return (await response.json()) as SummaryAnswer;
}

export async function readHealth(
  source: HealthSource,
  apps: readonly AppEntry[],
  window: HealthWindow,
  now = new Date(),
): Promise<HealthAnswer> {
  const { api } = source;
  if (api === null) {
    return {
      reachable: false,
      api,
      notice:
        'No health data: no API server was named. Start the dashboard with --api http://host:port (or MURMUR_API_URL).',
    };
  }
  try {
    const answers = await Promise.all(apps.map((app) => readApp({ ...source, api }, app, window)));
    return {
      reachable: true,
      api,
      since: answers[0]?.since ?? now.toISOString(),
      until: now.toISOString(),
      bucketMinutes: answers[0]?.bucketMinutes ?? 1,
      apps: answers.map((answer, index) => ({
        app: apps[index]!.dir,
        versions: answer.versions,
        series: answer.series,
      })),
    };
  } catch (error) {
    const cause =
      error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    const why = error instanceof Error ? error.message : String(error);
    return {
      reachable: false,
      api,
      notice: `No health data is reachable: the API server at ${api} did not answer (${why}${cause}). The versions below are read from the store.`,
    };
  }
}
