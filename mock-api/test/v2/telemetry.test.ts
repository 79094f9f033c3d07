/**
 * A page load's telemetry, the same against the mock and the server: it asks for a ticket, and
 * its reports carry it. A report without a ticket, or with one the API did not give, counts for
 * nothing. (The mock drops the reports; the server keeps them: api-server/test/telemetry.test.ts,
 * and what a stranger gets by forging them: api-server/test/telemetry-flood.test.ts.)
 */
import { TELEMETRY_MESSAGES } from '@murmur/contract';
import { withMockApi } from '../support/mock-api';
import { v2 } from '../support/v2';

withMockApi();

/** What a browser sends on a POST from a page of the site: the server checks it, the mock cannot. */
const pageHeaders = () => ({
  origin: globalThis.__MURMUR_API_SERVER__?.origin ?? window.location.origin,
});

const report = (ticket?: string) => ({
  ...(ticket === undefined ? {} : { ticket }),
  bucket: 3,
  route: '/home',
  apps: [{ app: 'shell', version: 'unversioned', errors: 0, loadFailures: 0, fallbacks: 0 }],
  vitals: { LCP: 900 },
});

const ticketOf = async () => {
  const answer = await v2<{ ticket: string; expiresAt: string }>('POST', '/telemetry/ticket', {
    headers: pageHeaders(),
  });
  expect(answer.status).toBe(201);
  expect(Object.keys(answer.body).sort()).toEqual(['expiresAt', 'ticket']);
  expect(Date.parse(answer.body.expiresAt)).toBeGreaterThan(Date.now());
  return answer.body.ticket;
};

it('gives a page load a ticket, and takes its reports with it, with no login token', async () => {
  const ticket = await ticketOf();
  const answer = await v2('POST', '/telemetry', { body: report(ticket), headers: pageHeaders() });
  expect(answer.status).toBe(204);
  // Again, as a page does each time it is hidden.
  expect(
    (await v2('POST', '/telemetry', { body: report(ticket), headers: pageHeaders() })).status,
  ).toBe(204);
});

it('refuses a report without a ticket, or with one it did not give', async () => {
  expect(await v2('POST', '/telemetry', { body: report(), headers: pageHeaders() })).toEqual({
    status: 400,
    body: { errors: [TELEMETRY_MESSAGES.noTicket] },
  });
  const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJqdGkiOiJmb3JnZWQifQ.c2lnbmF0dXJl';
  expect(await v2('POST', '/telemetry', { body: report(forged), headers: pageHeaders() })).toEqual({
    status: 403,
    body: { errors: [TELEMETRY_MESSAGES.badTicket] },
  });
});
