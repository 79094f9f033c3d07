/**
 * `GET /api/metrics`: what an operator watches, in Prometheus' text format (prom-client, one
 * registry per app): requests by route and status with their latency, open event streams, whether
 * this instance LISTENs, notifications sent and received, the database pool's use, rate-limit
 * refusals, and the process' own figures. Open in development; in production it answers only the
 * bearer of `METRICS_TOKEN`, and does not exist (404) when none is set.
 */
import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { HttpError, MOCK_MESSAGES } from '@murmur/contract';
import { notificationsAnnounced } from '../../repositories/live-events';

export interface MetricsOptions {
  production: boolean;
  token: string | undefined;
}

export const METRICS_PATH = '/api/metrics';
export const METRICS_REFUSED = 'Send the metrics token: Authorization: Bearer <METRICS_TOKEN>.';

/** Constant time, so the answer's timing does not spell the token. */
export function sameToken(sent: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(sent ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export default fp<MetricsOptions>(
  async (app, { production, token }) => {
    const register = new Registry();
    collectDefaultMetrics({ register });
    const registers = [register];

    const labelNames = ['method', 'route', 'status'] as const;
    const requests = new Counter({
      name: 'murmur_http_requests_total',
      help: 'Requests answered, by route pattern and status.',
      labelNames,
      registers,
    });
    const latency = new Histogram({
      name: 'murmur_http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern and status.',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    const refusals = new Counter({
      name: 'murmur_rate_limit_refusals_total',
      help: 'Requests refused by a rate limit, by limit.',
      labelNames: ['limit'],
      registers,
    });
    const received = new Counter({
      name: 'murmur_notifications_received_total',
      help: 'Live-event notifications this instance received from its LISTEN.',
      registers,
    });
    new Counter({
      name: 'murmur_notifications_sent_total',
      help: 'Live-event notifications the writes of this process sent (NOTIFY).',
      registers,
      collect() {
        this.reset();
        this.inc(notificationsAnnounced());
      },
    });
    new Gauge({
      name: 'murmur_event_streams_open',
      help: 'Event streams open on this instance.',
      registers,
      collect() {
        this.set(app.liveEvents?.size ?? 0);
      },
    });
    new Gauge({
      name: 'murmur_listen_connected',
      help: '1 while this instance LISTENs to the live-events channel, else 0.',
      registers,
      collect() {
        this.set(app.liveEvents?.listening ? 1 : 0);
      },
    });
    new Gauge({
      name: 'murmur_db_pool_connections',
      help: 'Database connections of this instance, by state (in_use, idle).',
      labelNames: ['state'],
      registers,
      collect() {
        const pool = app.databasePool();
        this.set({ state: 'in_use' }, pool.total - pool.idle);
        this.set({ state: 'idle' }, pool.idle);
      },
    });
    new Gauge({
      name: 'murmur_db_pool_waiting',
      help: 'Queries waiting for a database connection.',
      registers,
      collect() {
        this.set(app.databasePool().waiting);
      },
    });

    app.decorate('onRateLimited', (limit: string) => refusals.inc({ limit }));

    // Every notification the live events receive passes here first (a wrapper, not a fork).
    const source = app.notifications;
    const listen = source.listen.bind(source);
    source.listen = (channel, onPayload, onLost) =>
      listen(
        channel,
        (payload) => {
          received.inc();
          onPayload(payload);
        },
        onLost,
      );

    app.addHook('onResponse', async (request, reply) => {
      // The pattern, not the path: one series per route, however many posts there are.
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      };
      requests.inc(labels);
      latency.observe(labels, reply.elapsedTime / 1000);
    });

    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (production) {
        if (!token) throw new HttpError(404, MOCK_MESSAGES.noRoute);
        if (!sameToken(request.headers.authorization, token)) {
          throw new HttpError(401, METRICS_REFUSED);
        }
      }
      reply.header('content-type', register.contentType);
      return register.metrics();
    });
  },
  { name: 'metrics' },
);
