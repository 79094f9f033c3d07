/**
 * The telemetry summary over time: a window and a bucket size per request, each bucket holding
 * the sessions that began in it (adding up to the totals), and the bounds of what one request
 * may ask, each refused in words that say what it asked and what it may ask.
 */
import { sql } from 'kysely';
import { TELEMETRY_SUMMARY_LIMITS, type TelemetrySummaryAnswer } from '@murmur/contract';
import { TARGETS, startTestAppOn } from './support/targets';
import { TELEMETRY_SETTINGS, reportOf, telemetryPage } from './support/telemetry-page';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(180_000);

const summary = (test: TestApp, query: string) =>
  test.app.management.inject({ url: `/api/v2/telemetry/summary?${query}` });

/** One page load of `version` of the feed from `address`, that began `minutesAgo`. */
async function sessionOf(
  test: TestApp,
  version: string,
  { address, minutesAgo, errors = 0 }: { address: string; minutesAgo: number; errors?: number },
) {
  const page = telemetryPage(test.app, { address });
  const ticket = await page.ticket();
  const apps = [{ app: 'feed', version, errors, loadFailures: 0, fallbacks: 0 }];
  expect((await page.send(reportOf({ ticket, apps, vitals: { LCP: 1000 } }))).statusCode).toBe(204);
  await sql`UPDATE telemetry_sessions
    SET first_seen = now() - (${minutesAgo}::integer * interval '1 minute'), last_seen = now()
    WHERE source = (SELECT source FROM telemetry_sessions ORDER BY first_seen DESC LIMIT 1)
      AND first_seen > now() - interval '1 second'`.execute(test.app.db);
}

describe.each(TARGETS)('the summary over time on the %s database', (target) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestAppOn(target, { telemetry: TELEMETRY_SETTINGS });
  });
  afterAll(() => test.close());

  it('answers each version’s figures per bucket, the buckets adding up to the totals', async () => {
    // v1: three sessions 50, 49 and 20 minutes ago (one with an error); v2: one, 5 minutes ago.
    await sessionOf(test, 'v1', { address: '192.0.2.1', minutesAgo: 50, errors: 1 });
    await sessionOf(test, 'v1', { address: '192.0.2.2', minutesAgo: 49 });
    await sessionOf(test, 'v1', { address: '192.0.2.3', minutesAgo: 20 });
    await sessionOf(test, 'v2', { address: '192.0.2.4', minutesAgo: 5 });

    const answer = await summary(test, 'app=feed&window=1h&bucket=30m');
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as TelemetrySummaryAnswer;
    expect(body.bucketMinutes).toBe(30);
    const series = new Map(body.series!.map((entry) => [entry.version, entry.buckets]));
    expect([...series.keys()].sort()).toEqual(['v1', 'v2']);
    for (const buckets of series.values()) {
      for (const bucket of buckets) {
        expect(Date.parse(bucket.start) % (30 * 60_000)).toBe(0);
      }
    }
    const v1 = series.get('v1')!;
    expect(v1.reduce((sum, bucket) => sum + bucket.sessions, 0)).toBe(3);
    expect(v1.reduce((sum, bucket) => sum + bucket.sessionsWithErrors, 0)).toBe(1);
    expect(series.get('v2')).toEqual([expect.objectContaining({ sessions: 1, lcpP75: 1000 })]);
    expect(body.versions).toEqual(
      expect.arrayContaining([expect.objectContaining({ version: 'v1', sessions: 3 })]),
    );

    // By the minute over the last half hour: every session reported in it (last_seen) counts, the
    // two of v1 that began before it in its first bucket, the others in a bucket of their own.
    const fine = (
      await summary(test, 'app=feed&window=30m&bucket=1m')
    ).json() as TelemetrySummaryAnswer;
    const counts = fine.series!.flatMap((entry) => entry.buckets.map((bucket) => bucket.sessions));
    expect(counts).toEqual([2, 1, 1]);
  });
});

describe('the bounds of one summary request', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ telemetry: TELEMETRY_SETTINGS });
  });
  afterAll(() => test.close());

  const refusal = async (query: string) => {
    const answer = await summary(test, query);
    return [answer.statusCode, (answer.json() as { errors: string[] }).errors[0]];
  };

  it('refuses more buckets than one answer holds, saying what it may ask instead', async () => {
    expect(TELEMETRY_SUMMARY_LIMITS.buckets).toBe(1440);
    expect(await refusal('app=feed&window=7d&bucket=1m')).toEqual([
      400,
      'A summary holds at most 1440 buckets; 7 d in buckets of 1 min would be 10080. Ask for buckets of 7 min or more, or a shorter window.',
    ]);
    expect((await summary(test, 'app=feed&window=24h&bucket=1m')).statusCode).toBe(200);
    expect((await summary(test, 'app=feed&window=7d&bucket=7m')).statusCode).toBe(200);
  });

  it('refuses a window longer than 90 days, a bucket longer than its window, and buckets without an app', async () => {
    expect(await refusal('window=91d')).toEqual([
      400,
      'A summary covers at most 90 d; window=91d asks for 91 d.',
    ]);
    expect(await refusal('app=feed&window=1h&bucket=2h')).toEqual([
      400,
      'A bucket of 2 h is longer than the window of 1 h.',
    ]);
    expect(await refusal('window=24h&bucket=5m')).toEqual([
      400,
      'Figures in buckets are one app’s: name it (app=feed) with bucket, or leave bucket out.',
    ]);
  });

  it('refuses durations it cannot read, and a window given twice', async () => {
    expect(await refusal('app=feed&window=forever')).toEqual([
      400,
      'window is a whole number of minutes, hours or days, such as 30m, 24h or 7d; not "forever".',
    ]);
    expect(await refusal('app=feed&bucket=0m')).toEqual([
      400,
      'bucket is a whole number of minutes, hours or days, such as 30m, 24h or 7d; not "0m".',
    ]);
    expect(await refusal('app=feed&hours=6&window=6h')).toEqual([
      400,
      'Give the window as hours or as window, not both.',
    ]);
  });

  it('is behind the metrics token on the public port, as the summary always was', async () => {
    const answer = await test.app.inject({
      url: '/api/v2/telemetry/summary?app=feed&window=24h&bucket=5m',
    });
    expect(answer.statusCode).not.toBe(200);
  });
});
