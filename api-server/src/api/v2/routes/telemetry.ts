/**
 * What pages report of the versions they ran, taken only from this site's own page loads:
 * - `POST /api/v2/telemetry/ticket`: a page load's ticket (`security/telemetry-tickets.ts`), asked
 *   from a page of this site (Origin checked) and limited per address prefix as sign-up is;
 * - `POST /api/v2/telemetry`: a report, from a page of this site, carrying a ticket this server
 *   issued for this site and that has not expired. The ticket is the session: reports carrying
 *   it raise one session's figures, and make at most `rowsPerTicket` rows. Limited per address
 *   prefix per minute and per day, so that one address adds a bounded number of rows a day;
 *   older rows go after the retention.
 * No login token is read: every page reports, signed in or not. The figures are read back by
 * `telemetry-summary.ts`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, MOCK_MESSAGES, TELEMETRY_LIMITS, TELEMETRY_MESSAGES } from '@murmur/contract';
import { MINUTE_MS, TOO_MANY_ATTEMPTS, formatWait } from '../../../plugins/external/rate-limit';
import { forgetOldReports, recordReport } from '../../../repositories/telemetry';
import { addressPrefix } from '../../../security/address-prefix';
import { requireSameOrigin } from '../../../security/same-origin';
import { createTelemetryTickets } from '../../../security/telemetry-tickets';
import { reportSchema, ticketSchema } from '../schemas/telemetry';

export interface TelemetryOptions {
  /** The server's secret, from which the tickets' keys are derived. */
  secret: string;
  /** Reports one address prefix may send per minute, and per day. */
  reportsPerMinute: number;
  reportsPerDay: number;
  /** Tickets one address prefix may be given per minute (like sign-up). */
  ticketsPerMinute: number;
  /** How long a ticket is good for. */
  ticketMinutes: number;
  /** Days a session's figures are kept. */
  retentionDays: number;
}

/** Old rows are deleted at most this often, by the report that finds the time has come. */
const SWEEP_EVERY_MS = 10 * MINUTE_MS;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** What a refused report's body lacked, in words: the schema's own would name JSON paths. */
function reportRefusal(body: unknown): never {
  const ticket = (body as { ticket?: unknown } | null)?.ticket;
  throw new HttpError(
    400,
    typeof ticket === 'string' ? TELEMETRY_MESSAGES.badReport : TELEMETRY_MESSAGES.noTicket,
  );
}

const telemetry: FastifyPluginAsyncTypebox<TelemetryOptions> = async (app, options) => {
  const tickets = createTelemetryTickets(options.secret, options.ticketMinutes);

  // sendBeacon sends a string as text/plain: a simple request, so no CORS preflight anywhere.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(new HttpError(400, MOCK_MESSAGES.badJson) as never, undefined);
    }
  });

  let lastSweep = 0;
  const sweep = () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    void forgetOldReports(app.db, options.retentionDays).catch((error: unknown) =>
      app.log.warn({ err: error }, 'old telemetry could not be deleted'),
    );
  };

  const perDay = app.createRateLimit({
    max: options.reportsPerDay,
    timeWindow: DAY_MS,
    keyGenerator: (request) => `telemetry-daily:${addressPrefix(request.ip)}`,
  });

  app.post(
    '/ticket',
    {
      schema: ticketSchema,
      config: {
        rateLimit: {
          max: options.ticketsPerMinute,
          timeWindow: MINUTE_MS,
          groupId: 'telemetry-ticket',
          onExceeded: () => app.onRateLimited?.('telemetry-ticket'),
        },
      },
    },
    async (request, reply) => {
      const origin = requireSameOrigin(request);
      reply.code(201);
      return tickets.issue(origin, addressPrefix(request.ip));
    },
  );

  app.post(
    '',
    {
      schema: reportSchema,
      bodyLimit: TELEMETRY_LIMITS.bodyBytes,
      // The origin before the body: a cross-site post is refused whatever it holds.
      onRequest: async (request) => void requireSameOrigin(request),
      config: {
        readBody: reportRefusal,
        rateLimit: {
          max: options.reportsPerMinute,
          timeWindow: MINUTE_MS,
          groupId: 'telemetry',
          onExceeded: () => app.onRateLimited?.('telemetry'),
        },
      },
    },
    async (request, reply) => {
      const day = await perDay(request);
      if (!day.isAllowed && day.isExceeded) {
        app.onRateLimited?.('telemetry-daily');
        reply.header('retry-after', Math.max(1, day.ttlInSeconds));
        throw new HttpError(429, TOO_MANY_ATTEMPTS(formatWait(day.ttlInSeconds)));
      }
      const ticket = await tickets.read(request.body.ticket, requireSameOrigin(request));
      sweep();
      await recordReport(app.db, request.body, {
        ...ticket,
        rowsPerTicket: TELEMETRY_LIMITS.rowsPerTicket,
      });
      return reply.code(204).send(null);
    },
  );
};

export default telemetry;
