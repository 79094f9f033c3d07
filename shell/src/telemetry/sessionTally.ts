/**
 * What one page load saw, per app version, until it is sent: errors, load failures and
 * fallbacks counted where they belong, which apps' code ran, and the page's Web Vitals. It
 * answers the report (the server's `TelemetryReport`) with the page load's ticket, totals so far:
 * a report sent again repeats itself rather than adding.
 */
import { appOfStack } from './attribution';
import type { AppVersion } from './pageVersions';
import { MAX_COUNT } from './telemetrySettings';

export type Counted = 'errors' | 'loadFailures' | 'fallbacks';
export type VitalName = 'LCP' | 'INP' | 'CLS' | 'TTFB';

interface Counts {
  app: string;
  version: string;
  errors: number;
  loadFailures: number;
  fallbacks: number;
}

export interface TelemetryReport {
  /** The page load's ticket: the server's session. */
  ticket: string;
  bucket: number;
  route: string;
  apps: Counts[];
  vitals: Partial<Record<VitalName, number>>;
}

/** The server takes at most this many app versions in one report. */
const MAX_APPS = 12;

export class SessionTally {
  private readonly versions: AppVersion[];
  private readonly counts = new Map<string, Counts>();
  private readonly vitals: Partial<Record<VitalName, number>> = {};

  constructor(
    private readonly bucket: number,
    shell: AppVersion,
    remotes: readonly AppVersion[],
  ) {
    this.versions = [shell, ...remotes];
    this.ran('shell');
  }

  /** The version of an app this page runs now (a fallback changes it). */
  versionOf(app: string): string {
    return this.versions.find((entry) => entry.app === app)?.version ?? 'unknown';
  }

  private entry(app: string, version = this.versionOf(app)): Counts {
    const key = `${app}@${version}`;
    let entry = this.counts.get(key);
    if (!entry) {
      if (this.counts.size >= MAX_APPS)
        return { app, version, errors: 0, loadFailures: 0, fallbacks: 0 };
      entry = { app, version, errors: 0, loadFailures: 0, fallbacks: 0 };
      this.counts.set(key, entry);
    }
    return entry;
  }

  /** An app whose code ran on the page: its version counts this session. */
  ran(app: string, version?: string): void {
    this.entry(app, version);
  }

  /** A file fetched from an app's folder: its code ran. */
  fetched(url: string): void {
    if (!url.endsWith('.js')) return;
    const owner = appOfStack(url, this.versions.slice(1));
    if (owner !== 'shell') this.ran(owner);
  }

  count(what: Counted, app: string, version?: string): void {
    const entry = this.entry(app, version);
    entry[what] = Math.min(entry[what] + 1, MAX_COUNT);
  }

  /** An error thrown anywhere: the app whose files are on its stack gets it. */
  error(stack: string | undefined): void {
    this.count('errors', appOfStack(stack, this.versions));
  }

  /** The app fell back from one version to another: the failed one counts it, the other runs. */
  fellBack(app: string, fromVersion: string | null, toVersion: string): void {
    const index = this.versions.findIndex((entry) => entry.app === app);
    const from = fromVersion ?? this.versionOf(app);
    this.count('fallbacks', app, from);
    if (index > 0) {
      const current = this.versions[index]!;
      // Each version has its own folder in a store: `/apps/feed-app/v3/` → `/apps/feed-app/v2/`.
      const base = current.base.replace(`/${from}/`, `/${toVersion}/`);
      this.versions[index] = { ...current, version: toVersion, base };
    }
    this.ran(app, toVersion);
  }

  vital(name: VitalName, value: number): void {
    if (Number.isFinite(value) && value >= 0) this.vitals[name] = Math.round(value * 1000) / 1000;
  }

  report(route: string, ticket: string): TelemetryReport {
    return {
      ticket,
      bucket: this.bucket,
      route,
      apps: [...this.counts.values()].map((entry) => ({ ...entry })),
      vitals: { ...this.vitals },
    };
  }
}
