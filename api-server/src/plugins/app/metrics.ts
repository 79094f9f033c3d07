/**
 * What an operator watches, in Prometheus' text format (prom-client, one registry per app):
 * requests by route and status with their latency, open event streams, whether this instance
 * LISTENs, notifications sent and received, the database pool's use, rate-limit refusals, and the
 * process' own figures. `app.metricsText()` reads them; `routes/metrics.ts` answers them.
 */
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { notificationsAnnounced } from '../../repositories/live-events';

declare module 'fastify' {
  interface FastifyInstance {
    /** The figures now, and the content type to answer them with. */
    metricsText(): Promise<{ contentType: string; text: string }>;
  }
}

export default fp(
  async (app) => {
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

    app.decorate('metricsText', async () => ({
      contentType: register.contentType,
      text: await register.metrics(),
    }));
  },
  { name: 'metrics' },
);
