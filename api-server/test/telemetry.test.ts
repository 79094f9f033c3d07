/**
 * What pages report: bounded, validated, limited per address, kept without anything personal, and
 * summed up per app and version for the operator and the canary judge, each network counting for
 * a bounded number of sessions. (What a stranger gets by forging reports: telemetry-flood.test.ts.)
 */
import { sql } from 'kysely';
import { TELEMETRY_LIMITS, TELEMETRY_MESSAGES, type TelemetryReportBody } from '@murmur/contract';
import { TARGETS, startTestAppOn } from './support/targets';
import { TELEMETRY_SETTINGS, reportOf, telemetryPage } from './support/telemetry-page';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(180_000);

/** A page load of its own (a ticket) from `address`, reporting `overrides`. */
async function pageLoad(
  test: TestApp,
  overrides: Partial<TelemetryReportBody> = {},
  address = '203.0.113.1',
) {
  const page = telemetryPage(test.app, { address });
  const ticket = await page.ticket();
  const answer = await page.send(reportOf({ ...overrides, ticket }));
  expect(answer.statusCode).toBe(204);
  return { page, ticket };
}

describe.each(TARGETS)('telemetry on the %s database', (target) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestAppOn(target, { telemetry: TELEMETRY_SETTINGS });
  });
  afterAll(() => test.close());

  it('keeps a report sent by sendBeacon (text/plain) or as JSON, with its ticket and no login token', async () => {
    const page = telemetryPage(test.app);
    const ticket = await page.ticket();
    expect((await page.send(reportOf({ ticket }))).statusCode).toBe(204);
    const asJson = await page.send(reportOf({ ticket }), { 'content-type': 'application/json' });
    expect(asJson.statusCode).toBe(204);
  });

  it('refuses a body over the limit, malformed JSON and fields outside the schema', async () => {
    const page = telemetryPage(test.app);
    const ticket = await page.ticket();
    const report = (overrides: Partial<TelemetryReportBody> = {}) =>
      reportOf({ ticket, ...overrides });
    const big = await page.send({ ...report(), padding: 'x'.repeat(TELEMETRY_LIMITS.bodyBytes) });
    expect(big.statusCode).toBe(413);
    expect((await page.send('{"ticket": ')).statusCode).toBe(400);
    const refusals = await Promise.all(
      [
        { ...report(), message: 'TypeError: guest wrote "hello"' },
        report({ route: '/profile/guest?tab=likes' }),
        report({ ticket: 'not a ticket' }),
        report({ bucket: 100 }),
        report({ apps: [] }),
        report({
          apps: [{ app: 'Feed App!', version: 'v1', errors: 0, loadFailures: 0, fallbacks: 0 }],
        }),
        report({ vitals: { LCP: -1 } }),
      ].map((body) => page.send(body)),
    );
    expect(refusals.map((answer) => [answer.statusCode, answer.json()])).toEqual(
      refusals.map(() => [400, { errors: [TELEMETRY_MESSAGES.badReport] }]),
    );
    const noTicket = await page.send(reportOf());
    expect([noTicket.statusCode, noTicket.json()]).toEqual([
      400,
      { errors: [TELEMETRY_MESSAGES.noTicket] },
    ]);
  });

  it('stores nothing personal: the table holds only random ids, hashes, patterns, names and numbers', async () => {
    // A signed-in page reports the same as a signed-out one: the token is neither needed nor read.
    const page = telemetryPage(test.app, { address: '198.51.100.77' });
    const ticket = await page.ticket();
    await page.send(reportOf({ ticket }), {
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
        'source',
        'ttfb',
        'version',
      ].sort(),
    );
    const text = JSON.stringify(rows);
    for (const personal of [
      'guest',
      'token',
      'Bearer',
      'hello',
      'password',
      '198.51.100',
      ticket,
    ]) {
      expect(text).not.toContain(personal);
    }
    for (const row of rows) expect(row.route).toMatch(/^\/[A-Za-z0-9/:*_-]*$/);
  });

  it('sums up per app and version: sessions, error rate, fallbacks, LCP and INP p75', async () => {
    const apps = (version: string, errors: number, fallbacks = 0) => [
      { app: 'post-app', version, errors, loadFailures: 0, fallbacks },
    ];
    // Live v1: four page loads from four networks, one with an error. Canary v2: two, one fell back.
    const lcps = [1000, 2000, 3000, 4000];
    for (const [i, lcp] of lcps.entries()) {
      await pageLoad(
        test,
        { apps: apps('v1', i === 0 ? 2 : 0), vitals: { LCP: lcp, INP: 100 * (i + 1) } },
        `192.0.2.${i + 1}`,
      );
    }
    await pageLoad(test, { apps: apps('v2', 0, 1), vitals: {} }, '192.0.2.10');
    const { page, ticket } = await pageLoad(
      test,
      { apps: apps('v2', 0), vitals: { LCP: 500 } },
      '192.0.2.11',
    );
    // A later report of the same page load adds nothing it already said.
    await page.send(reportOf({ ticket, apps: apps('v2', 0), vitals: { INP: 40 } }));

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
        prefixes: 2,
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
        prefixes: 4,
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

  it('counts each network for at most perPrefix sessions of a version, its earliest', async () => {
    const apps = (errors: number) => [
      { app: 'profile-app', version: 'v7', errors, loadFailures: 0, fallbacks: 0 },
    ];
    // One network's five page loads, all with errors; two other networks' clean ones.
    for (let i = 0; i < 5; i += 1) await pageLoad(test, { apps: apps(1) }, '2001:db8:5::1');
    await pageLoad(test, { apps: apps(0) }, '192.0.2.50');
    await pageLoad(test, { apps: apps(0) }, '192.0.2.51');
    const summary = async (query: string) =>
      (
        (
          await test.app.management.inject({
            url: `/api/v2/telemetry/summary?app=profile-app${query}`,
          })
        ).json() as { versions: Record<string, unknown>[] }
      ).versions[0];
    expect(await summary('')).toMatchObject({ sessions: 3, prefixes: 3, sessionsWithErrors: 1 });
    expect(await summary('&perPrefix=2')).toMatchObject({ sessions: 4, sessionsWithErrors: 2 });
    expect(await summary('&perPrefix=100')).toMatchObject({ sessions: 7, sessionsWithErrors: 5 });
  });
});

describe('telemetry limits', () => {
  it('refuses more reports per minute from one address prefix than the limit', async () => {
    const test = await startTestApp({ telemetry: { ...TELEMETRY_SETTINGS, reportsPerMinute: 3 } });
    try {
      const codes = [];
      for (let i = 0; i < 5; i += 1) {
        // Two addresses of one /64: one budget.
        const page = telemetryPage(test.app, { address: `2001:db8:7::${i + 1}` });
        codes.push((await page.send(reportOf({ ticket: await page.ticket() }))).statusCode);
      }
      expect(codes).toEqual([204, 204, 204, 429, 429]);
    } finally {
      await test.close();
    }
  });

  it('gives a ticket only to a page of this site, and as many a minute per address as sign-up', async () => {
    const test = await startTestApp({ telemetry: { ...TELEMETRY_SETTINGS, ticketsPerMinute: 2 } });
    try {
      const elsewhere = telemetryPage(test.app, { origin: 'https://evil.example' });
      const refused = await elsewhere.askTicket();
      expect([refused.statusCode, refused.json()]).toEqual([
        403,
        { errors: [TELEMETRY_MESSAGES.otherOrigin] },
      ]);
      expect((await telemetryPage(test.app, { origin: null }).askTicket()).statusCode).toBe(403);
      const page = telemetryPage(test.app, { address: '198.51.100.9' });
      const asked = [];
      for (let i = 0; i < 3; i += 1) asked.push((await page.askTicket()).statusCode);
      expect(asked).toEqual([201, 201, 429]);
    } finally {
      await test.close();
    }
  });

  it('deletes reports older than the retention', async () => {
    const test = await startTestApp({ telemetry: TELEMETRY_SETTINGS });
    try {
      await pageLoad(test);
      await sql`UPDATE telemetry_sessions SET last_seen = now() - interval '15 days'`.execute(
        test.app.db,
      );
      const { ticket } = await pageLoad(test);
      const { forgetOldReports } = await import('../src/repositories/telemetry');
      expect(await forgetOldReports(test.app.db, 14)).toBe(2);
      const { rows } = await sql<{
        n: number;
      }>`SELECT count(DISTINCT session) AS n FROM telemetry_sessions`.execute(test.app.db);
      expect(Number(rows[0]!.n)).toBe(1);
      expect(ticket).toEqual(expect.any(String));
    } finally {
      await test.close();
    }
  });
});
