/**
 * A version's health figures as the API server's summary gives them, and how they are written.
 * Plain data with no Node import, so the release dashboard's page shares it
 * (`@murmur/releases/versionHealth`) with the CLI that prints and judges it.
 */
export interface VersionHealth {
  app: string;
  version: string;
  sessions: number;
  sessionsWithErrors: number;
  errorRate: number;
  errors: number;
  loadFailures: number;
  fallbacks: number;
  lcpP75: number | null;
  inpP75: number | null;
  /** How many address prefixes the sessions came from (each counted for `perPrefix` at most). */
  prefixes: number;
}

/** A rate as the CLI and the dashboard write it: `2.5 %`. */
export const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/** A vital's p75 as the CLI and the dashboard write it, `–` where no session measured it. */
export const milliseconds = (value: number | null) => (value === null ? '–' : `${value} ms`);

/** A version no session has reported yet. */
export const noSessions = (app: string, version: string): VersionHealth => ({
  app,
  version,
  sessions: 0,
  sessionsWithErrors: 0,
  errorRate: 0,
  errors: 0,
  loadFailures: 0,
  fallbacks: 0,
  lcpP75: null,
  inpP75: null,
  prefixes: 0,
});
