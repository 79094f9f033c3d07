/**
 * `POST /api/v2/telemetry`: what a page saw of the versions it ran (no token: every page sends
 * it, signed in or not), bounded in size, limited per client address, kept for the retention.
 * `GET /api/v2/telemetry/summary`: the figures per app and version, for the operator and the
 * canary judge: like `/api/metrics`, open in development and, in production, only for the bearer
 * of `METRICS_TOKEN` (404 while none is set), since it tells how each release is doing.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, MOCK_MESSAGES, TELEMETRY_LIMITS } from '@murmur/contract';
import { MINUTE_MS } from '../../../plugins/external/rate-limit';
import { METRICS_REFUSED, sameToken } from '../../../plugins/app/metrics';
import { forgetOldReports, recordReport, summarize } from '../../../repositories/telemetry';
import { reportSchema, summarySchema } from '../schemas/telemetry';

export interface TelemetryOptions {
  /** Reports one client address may send per minute. */
  reportsPerMinute: number;
  /** Days a session's figures are kept. */
  retentionDays: number;
  production: boolean;
  /** The operator's token (METRICS_TOKEN); in production the summary needs it. */
  operatorToken: string | undefined;
}

/** Old rows are deleted at most this often, by the report that finds the time has come. */
const SWEEP_EVERY_MS = 10 * MINUTE_MS;
const DEFAULT_HOURS = 24;
const MAX_HOURS = 24 * 90;

const telemetry: FastifyPluginAsyncTypebox<TelemetryOptions> = async (app, options) => {
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

  app.post(
    '',
    {
      schema: reportSchema,
      bodyLimit: TELEMETRY_LIMITS.bodyBytes,
      config: {
        rateLimit: {
          max: options.reportsPerMinute,
          timeWindow: MINUTE_MS,
          groupId: 'telemetry',
          onExceeded: () => app.onRateLimited?.('telemetry'),
        },
      },
    },
    async (request, reply) => {
      sweep();
      await recordReport(app.db, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get('/summary', { schema: summarySchema }, async (request) => {
    if (options.production) {
      if (!options.operatorToken) throw new HttpError(404, MOCK_MESSAGES.noRoute);
      if (!sameToken(request.headers.authorization, options.operatorToken)) {
        throw new HttpError(401, METRICS_REFUSED);
      }
    }
    const hours = Math.min(Number(request.query.hours ?? DEFAULT_HOURS), MAX_HOURS);
    const versions = await summarize(app.db, { app: request.query.app, hours });
    return { since: new Date(Date.now() - hours * 3_600_000).toISOString(), versions };
  });
};

export default telemetry;
