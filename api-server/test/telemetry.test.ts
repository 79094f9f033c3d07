/**
 * What pages report: bounded, validated, limited per client, kept without anything personal, and
 * summed up per app and version for the operator and the canary judge.
 */
import { sql } from 'kysely';
import { TELEMETRY_LIMITS, type TelemetryReportBody } from '@murmur/contract';
import { TARGETS, freshPostgres } from './support/targets';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(180_000);

const report = (overrides: Partial<TelemetryReportBody> = {}): TelemetryReportBody => ({
  session: 'session-aaaaaaaaaaaa',
  bucket: 7,
  route: '/profile/:username',
  apps: [
    { app: 'shell', version: 'v1', errors: 0, loadFailures: 0, fallbacks: 0 },
    { app: 'feed-app', version: 'v2', errors: 0, loadFailures: 0, fallbacks: 0 },
  ],
  vitals: { LCP: 1200, INP: 80, CLS: 0.01, TTFB: 90 },
  ...overrides,
});

const send = (test: TestApp, body: unknown, headers: Record<string, string> = {}) =>
  test.app.inject({
    method: 'POST',
    url: '/api/v2/telemetry',
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe.each(TARGETS)('telemetry on the %s database', (target) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({
      databaseUrl: target === 'postgres' ? await freshPostgres() : undefined,
      telemetry: { reportsPerMinute: 1_000, retentionDays: 14 },
    });
  });
  afterAll(() => test.close());

  it('keeps a report sent by sendBeacon (text/plain) or as JSON, with no token', async () => {
    expect((await send(test, report())).statusCode).toBe(204);
    const asJson = await send(test, report({ session: 'session-bbbbbbbbbbbb' }), {
      'content-type': 'application/json',
    });
    expect(asJson.statusCode).toBe(204);
  });

  it('refuses a body over the limit, malformed JSON and fields outside the schema', async () => {
    const big = await send(test, { ...report(), padding: 'x'.repeat(TELEMETRY_LIMITS.bodyBytes) });
    expect(big.statusCode).toBe(413);
    expect((await send(test, '{"session": ')).statusCode).toBe(400);
    const refusals = await Promise.all(
      [
        { ...report(), message: 'TypeError: guest wrote "hello"' },
        report({ route: '/profile/guest?tab=likes' }),
        report({ session: 'short' }),
        report({ bucket: 100 }),
        report({ apps: [] }),
        report({
          apps: [{ app: 'Feed App!', version: 'v1', errors: 0, loadFailures: 0, fallbacks: 0 }],
        }),
        report({ vitals: { LCP: -1 } }),
      ].map((body) => send(test, body)),
    );
    expect(refusals.map((answer) => answer.statusCode)).toEqual(refusals.map(() => 400));
  });

  it('stores nothing personal: the table holds only random ids, patterns, names and numbers', async () => {
    // A signed-in page reports the same as a signed-out one: the token is neither needed nor read.
    await send(test, report({ session: 'session-signedin0001' }), {
      authorization: 'Bearer a-token-that-must-not-be-kept',
    });
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM telemetry_sessions`.execute(
      test.app.db,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        'app',
        'bucket',
        'cls',
        'errors',
        'fallbacks',
        'first_seen',
        'inp',
        'last_seen',
        'lcp',
        'load_failures',
        'route',
        'session',
        'ttfb',
        'version',
      ].sort(),
    );
    const text = JSON.stringify(rows);
    for (const personal of ['guest', 'token', 'Bearer', 'hello', 'password']) {
      expect(text).not.toContain(personal);
    }
    for (const row of rows) expect(row.route).toMatch(/^\/[A-Za-z0-9/:*_-]*$/);
  });

  it('sums up per app and version: sessions, error rate, fallbacks, LCP and INP p75', async () => {
    const apps = (version: string, errors: number, fallbacks = 0) => [
      { app: 'post-app', version, errors, loadFailures: 0, fallbacks },
    ];
    // Live v1: four sessions, one with an error. Canary v2: two, one fell back.
    const lcps = [1000, 2000, 3000, 4000];
    for (const [i, lcp] of lcps.entries()) {
      await send(
        test,
        report({
          session: `live-session-000${i}`,
          apps: apps('v1', i === 0 ? 2 : 0),
          vitals: { LCP: lcp, INP: 100 * (i + 1) },
        }),
      );
    }
    await send(test, report({ session: 'canary-session-001', apps: apps('v2', 0, 1), vitals: {} }));
    await send(
      test,
      report({ session: 'canary-session-002', apps: apps('v2', 0), vitals: { LCP: 500 } }),
    );
    // A later report of the same session adds nothing it already said.
    await send(
      test,
      report({ session: 'canary-session-002', apps: apps('v2', 0), vitals: { INP: 40 } }),
    );

    const answer = await test.app.management.inject({
      url: '/api/v2/telemetry/summary?app=post-app&hours=6',
    });
    expect(answer.statusCode).toBe(200);
    const { versions } = answer.json() as { versions: Record<string, unknown>[] };
    expect(versions).toEqual([
      expect.objectContaining({
        app: 'post-app',
        version: 'v2',
        sessions: 2,
        sessionsWithErrors: 1,
        errorRate: 0.5,
        fallbacks: 1,
        lcpP75: 500,
        inpP75: 40,
      }),
      expect.objectContaining({
        app: 'post-app',
        version: 'v1',
        sessions: 4,
        sessionsWithErrors: 1,
        errorRate: 0.25,
        errors: 2,
        fallbacks: 0,
        // PostgreSQL's percentile_cont: 3000 + 0.25 × (4000 − 3000).
        lcpP75: 3250,
        inpP75: 325,
      }),
    ]);
  });
});

describe('telemetry limits and the operator', () => {
  it('refuses more reports per minute from one client than the limit', async () => {
    const test = await startTestApp({ telemetry: { reportsPerMinute: 3, retentionDays: 14 } });
    try {
      const codes = [];
      for (let i = 0; i < 5; i += 1) {
        codes.push((await send(test, report({ session: `limited-session-00${i}` }))).statusCode);
      }
      expect(codes).toEqual([204, 204, 204, 429, 429]);
    } finally {
      await test.close();
    }
  });

  it('deletes reports older than the retention', async () => {
    const test = await startTestApp();
    try {
      await send(test, report({ session: 'old-session-0000001' }));
      await sql`UPDATE telemetry_sessions SET last_seen = now() - interval '15 days'`.execute(
        test.app.db,
      );
      await send(test, report({ session: 'new-session-0000001' }));
      const { forgetOldReports } = await import('../src/repositories/telemetry');
      expect(await forgetOldReports(test.app.db, 14)).toBe(2);
      const { rows } = await sql<{
        session: string;
      }>`SELECT DISTINCT session FROM telemetry_sessions`.execute(test.app.db);
      expect(rows).toEqual([{ session: 'new-session-0000001' }]);
    } finally {
      await test.close();
    }
  });
});
