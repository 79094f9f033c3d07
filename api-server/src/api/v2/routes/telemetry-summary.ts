/**
 * `GET /api/v2/telemetry/summary`: the figures per app and version, for the operator, the
 * release dashboard and the canary judge; with `bucket`, the same figures over time. They tell
 * how each release is doing: on the public port only the bearer of the metrics token reads them
 * (`app.operatorOnly`), on the management port anyone who can reach it. What one request may ask
 * is bounded (summary-window.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { summarize, summarizeOverTime } from '../../../repositories/telemetry-summary';
import type { OperatorRouteOptions } from '../../../routes/metrics';
import { summarySchema } from '../schemas/telemetry';
import { summaryWindow, type SummaryWindowQuery } from './summary-window';

/** The judge's default (JUDGE_SESSIONS_PER_PREFIX): one network, one session per version. */
const DEFAULT_PER_PREFIX = 1;

const telemetrySummary: FastifyPluginAsyncTypebox<OperatorRouteOptions> = async (
  app,
  { source, guard },
) => {
  app.get(
    '/summary',
    {
      schema: summarySchema,
      preHandler: guard ? [guard] : [],
      // A query the schema refuses is refused in the words of the bounds, where they apply.
      config: { readQuery: (query) => summaryWindow(query as SummaryWindowQuery) },
    },
    async (request) => {
      const { app: appName } = request.query;
      const { windowMinutes, bucketMinutes } = summaryWindow(request.query);
      const perPrefix = Number(request.query.perPrefix ?? DEFAULT_PER_PREFIX);
      const query = { app: appName, windowMinutes, perPrefix };
      const since = new Date(Date.now() - windowMinutes * 60_000).toISOString();
      // summaryWindow has refused buckets without an app.
      if (bucketMinutes === null || appName === undefined) {
        return { since, versions: await summarize(source.db, query) };
      }
      const [versions, series] = await Promise.all([
        summarize(source.db, query),
        summarizeOverTime(source.db, { ...query, app: appName, bucketMinutes }),
      ]);
      return { since, versions, bucketMinutes, series };
    },
  );
};

export default telemetrySummary;
