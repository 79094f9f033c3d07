/**
 * A stranger tries to steer a running canary with forged telemetry, from one address: a thousand
 * reports without a ticket, from another site, with forged tickets, with a ticket issued to
 * another site, with one real ticket sent again and again, and with every fresh ticket it can get,
 * all claiming the canary fails (to force a rollback) or live fails (to get it promoted).
 * What it gets: refusals, and at most one session of each version counted. The canary judge's
 * verdict on the figures is what it was, and the table grows by at most the stated bound.
 */
import { sql } from 'kysely';
import { SignJWT } from 'jose';
import { TELEMETRY_LIMITS, TELEMETRY_MESSAGES, type TelemetryAppCounts } from '@murmur/contract';
import type { FastifyInstance } from 'fastify';
import type { TelemetrySettings } from '../src/config';
import { DEFAULT_TELEMETRY_DAILY_LIMIT } from '../src/config';
import {
  DEFAULT_JUDGE_SETTINGS,
  judgeCanary,
  type JudgeSettings,
  type VersionHealth,
} from '@murmur/releases';
import { reportOf, telemetryPage } from './support/telemetry-page';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(180_000);

const ATTACKER = '198.51.100.66';
/** The judge as it runs, with a minimum of sessions a test can reach. */
const JUDGE: JudgeSettings = { ...DEFAULT_JUDGE_SETTINGS, minSessions: 8 };

const feed = (version: string, errors: number): TelemetryAppCounts => ({
  app: 'feed',
  version,
  errors,
  loadFailures: 0,
  fallbacks: errors,
});

async function figures(app: FastifyInstance, perPrefix: number) {
  const answer = await app.management.inject({
    url: `/api/v2/telemetry/summary?app=feed&perPrefix=${perPrefix}`,
  });
  const { versions } = answer.json() as { versions: VersionHealth[] };
  const of = (version: string) => versions.find((entry) => entry.version === version)!;
  return { live: of('v1'), canary: of('v2') };
}

async function verdict(app: FastifyInstance, settings = JUDGE) {
  const { live, canary } = await figures(app, settings.sessionsPerPrefix);
  return judgeCanary(live, canary, settings).verdict;
}

const rows = async (app: FastifyInstance) => {
  const { rows: counted } = await sql<{ n: number }>`
    SELECT count(*) AS n FROM telemetry_sessions`.execute(app.db);
  return Number(counted[0]!.n);
};

/** Honest page loads: live v1 on ten networks, the canary v2 on five, one of which failed. */
async function runningCanary(app: FastifyInstance) {
  for (let i = 0; i < 10; i += 1) {
    const page = telemetryPage(app, { address: `203.0.113.${i + 1}` });
    await page.send(reportOf({ ticket: await page.ticket(), apps: [feed('v1', 0)] }));
  }
  for (let i = 0; i < 5; i += 1) {
    const page = telemetryPage(app, { address: `192.0.2.${i + 1}` });
    await page.send(reportOf({ ticket: await page.ticket(), apps: [feed('v2', i === 0 ? 1 : 0)] }));
  }
}

/** What the stranger claims: the canary failing and live failing, and as many app versions as it can. */
const claims = (round: number) => [
  feed('v2', TELEMETRY_LIMITS.countMax),
  feed('v1', TELEMETRY_LIMITS.countMax),
  ...Array.from({ length: TELEMETRY_LIMITS.appsPerReport - 2 }, (_, i) =>
    feed(`v${100 + round * 20 + i}`, 1),
  ),
];

describe('a thousand forged reports from one address against a running canary', () => {
  let test: TestApp;
  // Per-minute and per-day limits out of the way here: each refusal below is the check's own.
  const settings: TelemetrySettings = {
    reportsPerMinute: 100_000,
    reportsPerDay: 100_000,
    ticketsPerMinute: 20,
    ticketMinutes: 60,
    retentionDays: 14,
  };
  beforeAll(async () => {
    test = await startTestApp({ telemetry: settings });
    await runningCanary(test.app);
  });
  afterAll(() => test.close());

  it('moves neither verdict, and adds at most 12 rows per ticket it was given', async () => {
    expect(await verdict(test.app)).toBe('wait');
    const rowsBefore = await rows(test.app);
    const site = telemetryPage(test.app, { address: ATTACKER });
    const crossSite = telemetryPage(test.app, {
      address: ATTACKER,
      origin: 'https://evil.example',
    });
    const otherSitesTicket = await telemetryPage(test.app, {
      address: ATTACKER,
      site: 'other.example',
    }).ticket();
    const forged = await new SignJWT({ src: 'anywhere' })
      .setProtectedHeader({ alg: 'HS256', typ: 'murmur-telemetry-ticket' })
      .setJti('forged-session')
      .setAudience('http://murmur.example')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-secret-that-is-not-the-servers-0123456789'));
    const reused = await site.ticket();

    const statuses = new Map<string, number[]>();
    const note = (kind: string, status: number) =>
      statuses.set(kind, [...(statuses.get(kind) ?? []), status]);
    let ticketsGiven = 2; // the reused one, and the other site's
    for (let round = 0; round < 1_000 / 5; round += 1) {
      const apps = claims(round);
      note('no ticket', (await site.send(reportOf({ apps }))).statusCode);
      note('cross-site', (await crossSite.send(reportOf({ ticket: reused, apps }))).statusCode);
      note('forged', (await site.send(reportOf({ ticket: forged, apps }))).statusCode);
      note(
        "another site's",
        (await site.send(reportOf({ ticket: otherSitesTicket, apps }))).statusCode,
      );
      // A fresh ticket each time, while the address is given any; else the reused one again.
      const fresh = await site.askTicket();
      if (fresh.statusCode === 201) ticketsGiven += 1;
      const ticket =
        fresh.statusCode === 201 ? (fresh.json() as { ticket: string }).ticket : reused;
      note('real', (await site.send(reportOf({ ticket, apps }))).statusCode);
    }

    expect([...statuses.entries()].map(([kind, list]) => [kind, [...new Set(list)]])).toEqual([
      ['no ticket', [400]],
      ['cross-site', [403]],
      ['forged', [403]],
      ["another site's", [403]],
      ['real', [204]],
    ]);
    const answer = await site.send(reportOf({ apps: claims(0) }));
    expect(answer.json()).toEqual({ errors: [TELEMETRY_MESSAGES.noTicket] });

    // The tickets it was given are capped by the per-minute ticket limit (like sign-up's).
    expect(ticketsGiven).toBeLessThanOrEqual(settings.ticketsPerMinute + 2);
    const added = (await rows(test.app)) - rowsBefore;
    expect(added).toBeLessThanOrEqual(ticketsGiven * TELEMETRY_LIMITS.rowsPerTicket);

    // Its network counts for one session of each version, and the judge still waits.
    const after = await figures(test.app, JUDGE.sessionsPerPrefix);
    expect(after.canary).toMatchObject({ sessions: 6, prefixes: 6 });
    expect(after.live).toMatchObject({ sessions: 11, prefixes: 11 });
    expect(await verdict(test.app)).toBe('wait');

    // Counted as every report counted before tickets and prefixes, the same flood would have
    // rolled the canary back: the test measures what the defences stop.
    const unguarded = await figures(test.app, 999_999);
    expect(
      judgeCanary(unguarded.live, unguarded.canary, {
        ...JUDGE,
        minPrefixes: 1,
        sessionsPerPrefix: 1_000_000,
      }).verdict,
    ).toBe('rollback');
  });
});

it(`one address adds at most ${TELEMETRY_LIMITS.rowsPerTicket} × ${DEFAULT_TELEMETRY_DAILY_LIMIT} rows a day, at the default daily limit`, async () => {
  // Tickets as fast as it likes: the daily limit on reports is what bounds its rows.
  const test = await startTestApp({
    telemetry: {
      reportsPerMinute: 100_000,
      reportsPerDay: DEFAULT_TELEMETRY_DAILY_LIMIT,
      ticketsPerMinute: 100_000,
      ticketMinutes: 60,
      retentionDays: 14,
    },
  });
  try {
    const site = telemetryPage(test.app, { address: '2001:db8:66::1' });
    const codes: number[] = [];
    for (let round = 0; round < DEFAULT_TELEMETRY_DAILY_LIMIT + 10; round += 1) {
      // Each report from another address of its /64, each with a new ticket and 12 versions.
      const page = telemetryPage(test.app, { address: `2001:db8:66::${(round + 2).toString(16)}` });
      const ticket = round % 2 === 0 ? await site.ticket() : await page.ticket();
      codes.push((await page.send(reportOf({ ticket, apps: claims(round) }))).statusCode);
    }
    expect(codes.filter((code) => code === 204)).toHaveLength(DEFAULT_TELEMETRY_DAILY_LIMIT);
    expect(codes.slice(DEFAULT_TELEMETRY_DAILY_LIMIT)).toEqual(Array(10).fill(429));
    expect(await rows(test.app)).toBe(
      DEFAULT_TELEMETRY_DAILY_LIMIT * TELEMETRY_LIMITS.rowsPerTicket,
    );
  } finally {
    await test.close();
  }
});
