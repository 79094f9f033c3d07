/**
 * A page of the site as telemetry sees it, for `app.inject`: its requests carry the site's
 * `Host` and `Origin` (what a browser sends on a POST) and come from an address the app believes
 * (the test's loopback is the trusted proxy, TRUST_PROXY's default, so `X-Forwarded-For` counts).
 */
import type { FastifyInstance } from 'fastify';
import type { TelemetryReportBody } from '@murmur/contract';
import type { TelemetrySettings } from '../../src/config';

export const SITE = 'murmur.example';

/** Limits far above what a test sends, so that only the tests of a limit meet one (they lower it). */
export const TELEMETRY_SETTINGS: TelemetrySettings = {
  reportsPerMinute: 1_000,
  reportsPerDay: 100_000,
  ticketsPerMinute: 1_000,
  ticketMinutes: 60,
  retentionDays: 14,
};

export interface PageOptions {
  /** The client's address. */
  address?: string;
  /** The host the request is sent to; the page's origin is `http://<site>`. */
  site?: string;
  /** The page's origin, when it is not the site's (a cross-site post). */
  origin?: string | null;
}

export type ReportBody = Omit<TelemetryReportBody, 'ticket'> & { ticket?: string };

export const reportOf = (overrides: Partial<TelemetryReportBody> = {}): ReportBody => ({
  bucket: 7,
  route: '/profile/:username',
  apps: [
    { app: 'shell', version: 'v1', errors: 0, loadFailures: 0, fallbacks: 0 },
    { app: 'feed-app', version: 'v2', errors: 0, loadFailures: 0, fallbacks: 0 },
  ],
  vitals: { LCP: 1200, INP: 80, CLS: 0.01, TTFB: 90 },
  ...overrides,
});

export function telemetryPage(app: FastifyInstance, options: PageOptions = {}) {
  const site = options.site ?? SITE;
  const origin = options.origin === undefined ? `http://${site}` : options.origin;
  const headers = {
    host: site,
    'x-forwarded-for': options.address ?? '203.0.113.1',
    ...(origin === null ? {} : { origin }),
  };
  return {
    /** A ticket, as the page asks for one; throws unless it is given. */
    async ticket(): Promise<string> {
      const answer = await app.inject({ method: 'POST', url: '/api/v2/telemetry/ticket', headers });
      if (answer.statusCode !== 201)
        throw new Error(`no ticket: ${answer.statusCode} ${answer.body}`);
      return (answer.json() as { ticket: string }).ticket;
    },
    askTicket: () => app.inject({ method: 'POST', url: '/api/v2/telemetry/ticket', headers }),
    /** A report as sendBeacon sends it (text/plain), or `raw` text as it is. */
    send(body: unknown, extra: Record<string, string> = {}) {
      return app.inject({
        method: 'POST',
        url: '/api/v2/telemetry',
        headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers, ...extra },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });
    },
  };
}
