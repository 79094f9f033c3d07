/**
 * What the dashboard's server answers its page (`GET /api/releases`, `GET /api/health`) and what
 * the page asks it to do (`POST /api/actions/<action>`): the one description of the wire
 * between them, read by both sides. The figures and the judge's settings are the release
 * store's own types (type-only: nothing of the store's Node code reaches the page).
 */
import type { JudgeSettings, VersionHealth as StoreVersionHealth } from '@murmur/releases';

/** A version of an app in the store, with what it is now. */
export interface VersionRow {
  version: string;
  createdAt: string;
  /** The commit it was built from, or how it was made (`from <folder>`). */
  origin: string;
  core: string | null;
  live: boolean;
  /** The canary's share of sessions, when this version is the canary. */
  canaryPercent: number | null;
  lastGood: boolean;
  /** A rollback left it for a fault: never a last good version. */
  faulty: boolean;
  /** The previews that open this version. */
  previews: PreviewRow[];
}

export interface PreviewRow {
  app: string;
  name: string;
  version: string;
  expires: string;
  expired: boolean;
  link: string;
}

/** One line of releases.log, as the page shows it. */
export interface LogRow {
  at: string;
  action: 'deploy' | 'rollback' | 'promote' | 'preview' | 'preview-removed';
  app: string;
  version: string;
  live: string | null;
  canary: { version: string; percent: number } | null;
  by: string;
  summary: string;
  faulty?: string;
  preview?: string;
  via?: string;
  judged?: { reason: string; live: HealthFigures; canary: HealthFigures };
}

export interface AppReleases {
  /** The folder name the commands take (`feed-app`). */
  app: string;
  /** The name its pages report telemetry under (`feed`; the shell's `shell`). */
  telemetryName: string;
  live: string | null;
  canary: { version: string; percent: number } | null;
  lastGood: string | null;
  /** What a plain rollback would make live (the canary ends, or the version live before). */
  rollbackTarget: string | null;
  /** Newest first. */
  versions: VersionRow[];
  previews: PreviewRow[];
  /** Newest first, at most LOG_LINES_PER_APP. */
  log: LogRow[];
}

export interface ReleasesAnswer {
  store: string;
  /** Whether there is a store at all (the first deploy makes it). */
  exists: boolean;
  apps: AppReleases[];
  judge: JudgeThresholds;
  readAt: string;
}

/** The canary judge's settings (JUDGE_* of the environment), drawn on the charts. */
export type JudgeThresholds = Pick<
  JudgeSettings,
  | 'minSessions'
  | 'errorMargin'
  | 'vitalsMargin'
  | 'vitalsSlackMs'
  | 'rollbackSessions'
  | 'rollbackErrorMargin'
>;

/** A version's figures as the API server's telemetry summary gives them (`npm run releases -- --health`). */
export type VersionHealth = Omit<StoreVersionHealth, 'app'>;
export type HealthFigures = Omit<VersionHealth, 'version'>;

export interface HealthBucket extends HealthFigures {
  start: string;
}

export interface AppHealth {
  app: string;
  /** Totals over the window, per version that reported. */
  versions: VersionHealth[];
  /** Per version, its buckets that hold sessions, oldest first. */
  series: { version: string; buckets: HealthBucket[] }[];
}

/** The windows the page offers, each with the bucket size that keeps it readable. */
export const HEALTH_WINDOWS = [
  { window: '1h', bucket: '1m', label: 'Last hour' },
  { window: '6h', bucket: '5m', label: 'Last 6 hours' },
  { window: '24h', bucket: '5m', label: 'Last 24 hours' },
  { window: '7d', bucket: '1h', label: 'Last 7 days' },
] as const;
export type HealthWindow = (typeof HEALTH_WINDOWS)[number]['window'];

export type HealthAnswer =
  | {
      reachable: true;
      api: string;
      since: string;
      until: string;
      bucketMinutes: number;
      apps: AppHealth[];
    }
  | { reachable: false; api: string | null; notice: string };

export const ACTIONS = ['rollback', 'promote', 'end-canary', 'remove-preview'] as const;
export type ActionName = (typeof ACTIONS)[number];

export interface ActionRequest {
  app: string;
  /** What the confirmation was made on: refused if the app's pointer has moved since. */
  expected: { live: string | null; canary: string | null };
  /** rollback: the version to make live (else the one before); remove-preview: its name. */
  to?: string;
  preview?: string;
  /** rollback and end-canary: the version left had a fault (the CLI's default). */
  fault?: boolean;
}

export type ActionAnswer = { done: true; lines: string[] } | { done: false; refused: string };
