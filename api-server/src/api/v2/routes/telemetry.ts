/**
 * `POST /api/v2/telemetry`: what a page saw of the versions it ran (no token: every page sends
 * it, signed in or not), bounded in size, limited per client address, kept for the retention.
 * The figures read back are `telemetry-summary.ts`'s.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, MOCK_MESSAGES, TELEMETRY_LIMITS } from '@murmur/contract';
import { MINUTE_MS } from '../../../plugins/external/rate-limit';
import { forgetOldReports, recordReport } from '../../../repositories/telemetry';
import { reportSchema } from '../schemas/telemetry';

export interface TelemetryOptions {
  /** Reports one client address may send per minute. */
  reportsPerMinute: number;
  /** Days a session's figures are kept. */
  retentionDays: number;
}

/** Old rows are deleted at most this often, by the report that finds the time has come. */
const SWEEP_EVERY_MS = 10 * MINUTE_MS;

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
};

export default telemetry;
