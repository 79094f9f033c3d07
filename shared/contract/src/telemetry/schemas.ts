/**
 * What a page reports of the versions it ran (`POST /api/v2/telemetry`), and what an operator
 * reads back per app and version (`GET /api/v2/telemetry/summary`). Every field is a name from
 * a fixed alphabet, a number or a count: a report has no room for a message, a user name, a post
 * or a token, so nothing personal can be stored even by mistake.
 *
 * Counts are the session's totals so far, not what happened since the last report: a page sends
 * a report each time it is hidden, and a report sent twice changes nothing.
 *
 * A report carries the ticket the server gave that page load (`POST /api/v2/telemetry/ticket`):
 * the ticket is the session, so reports without one, or with one the server did not sign for
 * this site, count for nothing.
 */
import { Type, type Static } from 'typebox';
import { closed, count } from '../common/shapes';
import { TELEMETRY_LIMITS } from './limits';

/** A ticket: three base64url parts (a signed JWT); what it says is the server's to read. */
export const TICKET_PATTERN = '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$';
/** A release store's app folder (`feed-app`, `shell`). */
export const APP_NAME_PATTERN = '^[a-z][a-z0-9-]{0,39}$';
/** A store version (`v3`), or a word for a page that has none (`unversioned`, `override`). */
export const VERSION_PATTERN = '^[A-Za-z0-9._-]{1,40}$';
/**
 * A route pattern, never a path: `/profile/:username`, not whose profile. Letters, digits,
 * `/`, `:`, `*`, `-` and `_` only.
 */
export const ROUTE_PATTERN = '^/[A-Za-z0-9/:*_-]{0,79}$';

const tally = Type.Integer({ minimum: 0, maximum: TELEMETRY_LIMITS.countMax });
const millis = Type.Number({ minimum: 0, maximum: TELEMETRY_LIMITS.millisMax });

export const TelemetryApp = closed({
  app: Type.String({ pattern: APP_NAME_PATTERN }),
  version: Type.String({ pattern: VERSION_PATTERN }),
  errors: tally,
  loadFailures: tally,
  fallbacks: tally,
});

export const TelemetryVitals = closed(
  {
    LCP: Type.Optional(millis),
    INP: Type.Optional(millis),
    CLS: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    TTFB: Type.Optional(millis),
  },
  { description: 'The Web Vitals of the page the session landed on (milliseconds; CLS a score).' },
);

export const TelemetryReport = closed(
  {
    ticket: Type.String({
      pattern: TICKET_PATTERN,
      maxLength: TELEMETRY_LIMITS.ticketChars,
      description: 'The ticket this page load was given: one ticket is one session.',
    }),
    bucket: Type.Integer({ minimum: 0, maximum: 99, description: 'The canary bucket.' }),
    route: Type.String({ pattern: ROUTE_PATTERN }),
    apps: Type.Array(TelemetryApp, { minItems: 1, maxItems: TELEMETRY_LIMITS.appsPerReport }),
    vitals: TelemetryVitals,
  },
  {
    description:
      'One page session: each app version it ran with its errors, load failures and fallbacks, and the Web Vitals of its page.',
  },
);
export type TelemetryReportBody = Static<typeof TelemetryReport>;

export const TelemetryTicket = closed(
  {
    ticket: Type.String({ description: 'Sent in each report of this page load.' }),
    expiresAt: Type.String({ description: 'After this (ISO 8601) its reports are refused.' }),
  },
  { description: 'A page load’s telemetry ticket: short-lived, signed, for this site only.' },
);
export type TelemetryTicketAnswer = Static<typeof TelemetryTicket>;
export type TelemetryAppCounts = Static<typeof TelemetryApp>;
export type TelemetryVitalsBody = Static<typeof TelemetryVitals>;

const p75 = Type.Union([Type.Number(), Type.Null()], {
  description: 'The 75th percentile, in milliseconds; null when no session measured it.',
});

export const VersionHealth = closed({
  app: Type.String(),
  version: Type.String(),
  sessions: count,
  /** Sessions that saw at least one error, load failure or fallback. */
  sessionsWithErrors: count,
  errorRate: Type.Number({ description: 'sessionsWithErrors / sessions (0 when no sessions).' }),
  errors: count,
  loadFailures: count,
  fallbacks: count,
  lcpP75: p75,
  inpP75: p75,
  prefixes: Type.Integer({
    minimum: 0,
    description:
      'How many address prefixes (an IPv4 address, an IPv6 /64) the sessions came from; each counts at most `perPrefix` sessions in these figures.',
  }),
});
export type VersionHealthFigures = Static<typeof VersionHealth>;

/** One bucket of a version's figures: the sessions that began in it (the first: before it). */
export const HealthBucket = closed({
  start: Type.String({ description: 'When the bucket begins (ISO 8601), a multiple of its size.' }),
  sessions: count,
  sessionsWithErrors: count,
  errorRate: Type.Number({ description: 'sessionsWithErrors / sessions.' }),
  errors: count,
  loadFailures: count,
  fallbacks: count,
  lcpP75: p75,
  inpP75: p75,
  prefixes: Type.Integer({ minimum: 0 }),
});
export type HealthBucketFigures = Static<typeof HealthBucket>;

export const VersionSeries = closed({
  app: Type.String(),
  version: Type.String(),
  buckets: Type.Array(HealthBucket, {
    description: 'Only the buckets that hold sessions, oldest first.',
  }),
});
export type VersionSeriesFigures = Static<typeof VersionSeries>;

export const TelemetrySummary = closed({
  since: Type.String({ description: 'The oldest report counted (ISO 8601).' }),
  versions: Type.Array(VersionHealth),
  bucketMinutes: Type.Optional(
    Type.Integer({ minimum: 1, description: 'With `bucket`: the size of each bucket.' }),
  ),
  series: Type.Optional(
    Type.Array(VersionSeries, {
      description:
        'With `bucket`: the same figures per bucket, for each version of the app (the most recently seen first, at most TELEMETRY_SUMMARY_LIMITS.seriesVersions).',
    }),
  ),
});
export type TelemetrySummaryAnswer = Static<typeof TelemetrySummary>;

export const TelemetrySummaryQuery = Type.Object(
  {
    app: Type.Optional(Type.String({ pattern: APP_NAME_PATTERN })),
    // A query string's values are text: whole hours, 1 to 2160 (90 days), read by the route.
    hours: Type.Optional(
      Type.String({
        pattern: '^[1-9][0-9]{0,3}$',
        description: 'How far back, in hours; 24 by default.',
      }),
    ),
    // Durations: a whole number and a unit, `m`, `h` or `d` (`30m`, `24h`, `7d`). Read, and
    // bounded, by the route (TELEMETRY_SUMMARY_LIMITS), which says what it refuses.
    window: Type.Optional(
      Type.String({
        maxLength: 12,
        description:
          'How far back, as a duration (`30m`, `24h`, `7d`); instead of `hours`. At most 90 days.',
      }),
    ),
    bucket: Type.Optional(
      Type.String({
        maxLength: 12,
        description:
          'Cut the window into buckets of this duration (`5m`) and answer the figures of each (`series`); needs `app`. At least 1 minute, at most 1,440 buckets.',
      }),
    ),
    perPrefix: Type.Optional(
      Type.String({
        pattern: '^[1-9][0-9]{0,5}$',
        description:
          'The most sessions one address prefix counts for in a version’s figures (the earliest); 1 by default.',
      }),
    ),
  },
  { additionalProperties: false },
);
