/**
 * Probes and metrics are not the public's: a stranger on the public port asks for readiness (each
 * answer costs a database round trip on the one probe connection: flooding it would make every
 * instance look unready), the metrics and the telemetry summary, and guesses the metrics token.
 * They get 404, or 401 and then 429; the management port, on localhost, answers the operator.
 * `/api/health` stays public and asks nothing of the database.
 */
import { readConfig } from '../src/config';
import { FAILURES_PER_WINDOW, OPERATOR_REFUSED } from '../src/plugins/app/operator-access';
import { startServerProcess } from './support/server-process';
import { startTestApp } from './support/test-app';

jest.setTimeout(120_000);

const TOKEN = 'an-operator-token-that-is-long-enough-0123';
const OPERATOR_READS = ['/api/ready', '/api/metrics', '/api/v2/telemetry/summary'];

it('the public port does not answer readiness, metrics or the summary while no token is set; health it does', async () => {
  const server = await startServerProcess();
  try {
    for (const path of OPERATOR_READS) {
      const answer = await fetch(`${server.origin}${path}`);
      expect([path, answer.status]).toEqual([path, 404]);
      expect(await answer.json()).toEqual({ errors: [expect.any(String)] });
    }
    expect((await fetch(`${server.origin}/api/health`)).status).toBe(200);

    // The operator reads them on the management port, which listens on localhost.
    expect(new URL(server.managementOrigin).hostname).toBe('127.0.0.1');
    const ready = await fetch(`${server.managementOrigin}/api/ready`);
    expect([ready.status, await ready.json()]).toEqual([
      200,
      { status: 'ready', database: 'embedded', databaseAnswers: true, listening: true },
    ]);
    const metrics = await fetch(`${server.managementOrigin}/api/metrics`);
    expect(await metrics.text()).toContain('# TYPE murmur_http_requests_total counter');
    const summary = await fetch(`${server.managementOrigin}/api/v2/telemetry/summary`);
    expect(summary.status).toBe(200);
  } finally {
    await server.stop();
  }
});

it('guessing the metrics token on the public port is refused, then throttled per address', async () => {
  const test = await startTestApp({ production: true, allowReset: false, metricsToken: TOKEN });
  try {
    const ask = (path: string, address: string, authorization?: string) =>
      test.app.inject({
        url: path,
        headers: {
          'x-forwarded-for': address,
          ...(authorization ? { authorization } : {}),
        },
      });
    const guesses = [];
    for (let i = 0; i < FAILURES_PER_WINDOW; i += 1) {
      const answer = await ask(OPERATOR_READS[i % 3]!, '198.51.100.7', `Bearer guess-${i}`);
      guesses.push([answer.statusCode, answer.json()]);
    }
    expect(guesses).toEqual(Array(FAILURES_PER_WINDOW).fill([401, { errors: [OPERATOR_REFUSED] }]));
    // The guesser is now refused even the right token; the operator elsewhere is not.
    const throttled = await ask('/api/metrics', '198.51.100.7', `Bearer ${TOKEN}`);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().errors[0]).toMatch(
      /^Too many attempts\. Please wait .+ and try again\.$/,
    );
    for (const path of OPERATOR_READS) {
      expect((await ask(path, '203.0.113.5', `Bearer ${TOKEN}`)).statusCode).toBe(200);
    }
  } finally {
    await test.close();
  }
});

it('a production server refuses a metrics token shorter than 32 characters', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'a-production-secret-that-is-long-enough-0123456789',
    DATABASE_URL: 'postgres://localhost/murmur',
  };
  expect(() => readConfig({ ...production, METRICS_TOKEN: 'short-token' })).toThrow(
    /^METRICS_TOKEN must be at least 32 characters long in production/,
  );
  expect(readConfig({ ...production, METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
  expect(readConfig({ ...production }).managementHost).toBe('127.0.0.1');
});
