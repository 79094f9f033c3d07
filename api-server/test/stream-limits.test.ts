/**
 * One host cannot hold an instance's event streams: accounts are cheap (sign-up allows 20 a
 * minute), so a host signs up several and opens each one's streams, rotating its addresses
 * inside its IPv6 /64 as it goes. Past the per-prefix cap it gets 429 and its message; a
 * neighbour's network and the streams already open are untouched.
 */
import type { FastifyInstance } from 'fastify';
import { TOO_MANY_FROM_CLIENT } from '../src/api/v2/routes/events';
import { isStream, openEvents, type EventStreamClient } from './support/event-stream';
import { newPerson } from './support/people';
import { listenOnFreePort, startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

const PER_CLIENT = 4;
let test: TestApp;
let app: FastifyInstance;
let origin: string;
const open: EventStreamClient[] = [];

beforeAll(async () => {
  test = await startTestApp({ streamsPerUser: 2, streamsPerClient: PER_CLIENT });
  app = test.app;
  origin = await listenOnFreePort(app);
});
afterAll(async () => {
  for (const opened of open.splice(0)) opened.close();
  await test.close();
});

/** The test's loopback is the trusted proxy (TRUST_PROXY's default): the address is believed. */
const streamFrom = async (address: string, token: string) => {
  const opened = await openEvents(origin, token, { 'x-forwarded-for': address });
  if (isStream(opened)) open.push(opened);
  return opened;
};

it('a host with many accounts gets at most the per-prefix cap of streams, whichever of its addresses it uses', async () => {
  const accounts = await Promise.all([1, 2, 3].map((i) => newPerson(origin, `host${i}`)));
  const answers = [];
  for (let i = 0; i < 6; i += 1) {
    const address = `2001:db8:aa:1::${(i + 1).toString(16)}`;
    answers.push(await streamFrom(address, accounts[i % 3]!.token));
  }
  const opened = answers.filter(isStream);
  expect(opened).toHaveLength(PER_CLIENT);
  expect(answers.slice(PER_CLIENT)).toEqual([
    { status: 429, body: { errors: [TOO_MANY_FROM_CLIENT(PER_CLIENT)] } },
    { status: 429, body: { errors: [TOO_MANY_FROM_CLIENT(PER_CLIENT)] } },
  ]);
  expect(app.liveEvents.size).toBe(PER_CLIENT);

  // A neighbour on another /64 still gets one; the host's open streams stay open.
  const neighbour = await newPerson(origin, 'neighbour');
  expect(isStream(await streamFrom('2001:db8:aa:2::1', neighbour.token))).toBe(true);
  expect(app.liveEvents.size).toBe(PER_CLIENT + 1);

  // Closing one of its streams gives the host one back, once the server has seen it close.
  opened[0]!.close();
  await until(() => app.liveEvents.size === PER_CLIENT);
  expect(isStream(await streamFrom('2001:db8:aa:1::ff', accounts[0]!.token))).toBe(true);
});

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 250 && !condition(); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(condition()).toBe(true);
}
