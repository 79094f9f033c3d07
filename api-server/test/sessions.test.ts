/**
 * Sessions the server can end, on both databases: logging out closes the session's event streams
 * within seconds (on the instance that answered at once; on any other at its next check), an
 * idle session is over, and `last_used_at` is not written on every request.
 */
import { sql } from 'kysely';
import { decodeJwt } from 'jose';
import { SPEC_MESSAGES } from '@murmur/contract';
import type { FastifyInstance } from 'fastify';
import { isStream, openEvents, type EventStreamClient } from './support/event-stream';
import { send } from './support/http';
import { newPerson } from './support/people';
import { TARGETS, startTestAppOn } from './support/targets';
import { listenOnFreePort, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

const CHECK_MS = 300;

async function stream(origin: string, token: string): Promise<EventStreamClient> {
  const opened = await openEvents(origin, token);
  if (!isStream(opened)) throw new Error(`Refused: ${JSON.stringify(opened)}`);
  return opened;
}

/** Whether the stream was ended by the server within `ms`. */
const endedWithin = (opened: EventStreamClient, ms: number) =>
  Promise.race([
    opened.ended,
    new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms)),
  ]);

describe.each(TARGETS)('sessions on the %s database', (target) => {
  let test: TestApp;
  let app: FastifyInstance;
  let origin: string;
  const open: EventStreamClient[] = [];

  beforeAll(async () => {
    test = await startTestAppOn(target, { sessionCheckMs: CHECK_MS });
    app = test.app;
    origin = await listenOnFreePort(app);
  });
  afterEach(() => {
    for (const opened of open.splice(0)) opened.close();
  });
  afterAll(() => test.close());

  it('logout closes the stream of the session, not the streams of another session', async () => {
    const person = await newPerson(origin, 'logout');
    const other = await send(origin, 'POST', '/v2/auth/login', {
      body: { username: person.username, password: `pw-${person.username}` },
    });
    const otherToken = (other.body as { token: string }).token;
    const ending = await stream(origin, person.token);
    const staying = await stream(origin, otherToken);
    open.push(ending, staying);

    const answer = await send(origin, 'POST', '/v2/auth/logout', { token: person.token });
    expect([answer.status, answer.body]).toEqual([200, { signedOut: true }]);
    expect(await endedWithin(ending, 2_000)).toBe(true);
    expect(await endedWithin(staying, CHECK_MS * 3)).toBe('still open');
    expect(await openEvents(origin, person.token)).toEqual({
      status: 401,
      body: { errors: [SPEC_MESSAGES.invalidToken] },
    });
  });

  it('a session ended by another instance closes its streams here at the next check', async () => {
    const person = await newPerson(origin, 'elsewhere');
    const opened = await stream(origin, person.token);
    open.push(opened);
    const { sid } = decodeJwt(person.token) as { sid: string };
    // What another instance's logout does: the row is gone, this instance was not told.
    await app.db.deleteFrom('sessions').where('id', '=', sid).execute();
    expect(await endedWithin(opened, CHECK_MS * 5)).toBe(true);
  });

  it('sign out everywhere closes every stream of the user', async () => {
    const person = await newPerson(origin, 'everywhere');
    const second = await send(origin, 'POST', '/v2/auth/login', {
      body: { username: person.username, password: `pw-${person.username}` },
    });
    const streams = await Promise.all([
      stream(origin, person.token),
      stream(origin, (second.body as { token: string }).token),
    ]);
    open.push(...streams);
    const answer = await send(origin, 'POST', '/v2/auth/logout-everywhere', {
      token: person.token,
    });
    expect(answer.status).toBe(200);
    expect(await Promise.all(streams.map((opened) => endedWithin(opened, 2_000)))).toEqual([
      true,
      true,
    ]);
  });

  it('a session unused for the idle period is over', async () => {
    const person = await newPerson(origin, 'idle');
    const { sid } = decodeJwt(person.token) as { sid: string };
    await app.db
      .updateTable('sessions')
      .set({ last_used_at: sql<Date>`now() - interval '15 days'` })
      .where('id', '=', sid)
      .execute();
    const answer = await send(origin, 'GET', '/v2/me', { token: person.token });
    expect([answer.status, answer.body]).toEqual([401, { errors: [SPEC_MESSAGES.invalidToken] }]);
  });

  it('refreshes last use at most once a minute, not on every request', async () => {
    const person = await newPerson(origin, 'used');
    const { sid } = decodeJwt(person.token) as { sid: string };
    const lastUsed = async () =>
      (
        await app.db
          .selectFrom('sessions')
          .select('last_used_at')
          .where('id', '=', sid)
          .executeTakeFirstOrThrow()
      ).last_used_at.getTime();
    const first = await lastUsed();
    await send(origin, 'GET', '/v2/me', { token: person.token });
    expect(await lastUsed()).toBe(first);
    await app.db
      .updateTable('sessions')
      .set({ last_used_at: sql<Date>`now() - interval '2 minutes'` })
      .where('id', '=', sid)
      .execute();
    await send(origin, 'GET', '/v2/me', { token: person.token });
    expect(await lastUsed()).toBeGreaterThan(Date.now() - 60_000);
  });
});
