/**
 * `GET /api/v2/telemetry/summary`: the figures per app and version, for the operator and the
 * canary judge. They tell how each release is doing: on the public port only the bearer of the
 * metrics token reads them (`app.operatorOnly`), on the management port anyone who can reach it.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { summarize } from '../../../repositories/telemetry';
import type { OperatorRouteOptions } from '../../../routes/metrics';
import { summarySchema } from '../schemas/telemetry';

const DEFAULT_HOURS = 24;
const MAX_HOURS = 24 * 90;
/** The judge's default (JUDGE_SESSIONS_PER_PREFIX): one network, one session per version. */
const DEFAULT_PER_PREFIX = 1;

const telemetrySummary: FastifyPluginAsyncTypebox<OperatorRouteOptions> = async (
  app,
  { source, guard },
) => {
  app.get(
    '/summary',
    { schema: summarySchema, preHandler: guard ? [guard] : [] },
    async (request) => {
      const hours = Math.min(Number(request.query.hours ?? DEFAULT_HOURS), MAX_HOURS);
      const perPrefix = Number(request.query.perPrefix ?? DEFAULT_PER_PREFIX);
      const versions = await summarize(source.db, { app: request.query.app, hours, perPrefix });
      return { since: new Date(Date.now() - hours * 3_600_000).toISOString(), versions };
    },
  );
};

export default telemetrySummary;
