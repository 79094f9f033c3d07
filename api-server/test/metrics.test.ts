/**
 * `/api/metrics`: Prometheus' text format with what an operator watches, read on the management
 * port (who may read it on the public port: management-port.test.ts).
 */
import { loginAs, startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

/** The value of one series in a text-format answer. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('the figures', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({
      rateLimits: {
        posts: 1_000,
        reactions: 1,
        profile: 1_000,
        loginFailuresPerAccountAndClient: 1_000,
        loginFailuresPerAccount: 1_000,
        loginFailuresPerClient: 1_000,
      },
    });
  });
  afterAll(() => test.close());

  const scrape = async () => {
    const answer = await test.app.management.inject({ method: 'GET', url: '/api/metrics' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return answer.body;
  };

  it('counts requests by route and status, with their latency', async () => {
    await test.app.inject({ method: 'GET', url: '/api/v2/posts/post-1' });
    await test.app.inject({ method: 'GET', url: '/api/v2/posts/no-such-post' });
    const text = await scrape();
    expect(
      valueOf(
        text,
        'murmur_http_requests_total{method="GET",route="/api/v2/posts/:postId",status="200"}',
      ),
    ).toBe(1);
    expect(
      valueOf(
        text,
        'murmur_http_requests_total{method="GET",route="/api/v2/posts/:postId",status="404"}',
      ),
    ).toBe(1);
    expect(text).toContain(
      'murmur_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/v2/posts/:postId",status="200"}',
    );
  });

  it('shows the LISTEN state, streams, pool, notifications and rate-limit refusals', async () => {
    const before = await scrape();
    expect(valueOf(before, 'murmur_listen_connected')).toBe(1);
    expect(valueOf(before, 'murmur_event_streams_open')).toBe(0);
    expect(valueOf(before, 'murmur_db_pool_waiting')).toBe(0);
    expect(valueOf(before, 'murmur_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);

    const token = await loginAs(test.app, 'guest', 'murmur-guest');
    const like = () =>
      test.app.inject({
        method: 'POST',
        url: '/api/v2/posts/post-1/like',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await like()).statusCode).toBe(200);
    expect((await like()).statusCode).toBe(429);

    const after = await scrape();
    const grew = (series: string) => (valueOf(after, series) ?? 0) - (valueOf(before, series) ?? 0);
    expect(grew('murmur_notifications_sent_total')).toBeGreaterThanOrEqual(1);
    expect(grew('murmur_notifications_received_total')).toBeGreaterThanOrEqual(1);
    expect(valueOf(after, 'murmur_rate_limit_refusals_total{limit="reactions"}')).toBe(1);
  });
});
