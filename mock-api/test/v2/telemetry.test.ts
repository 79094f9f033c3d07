/**
 * A page's telemetry report is taken without a token, by the mock (which drops it) and the
 * server (which keeps it: api-server/test/telemetry.test.ts) alike.
 */
import { withMockApi } from '../support/mock-api';
import { v2 } from '../support/v2';

withMockApi();

it('takes a report with no token and answers 204', async () => {
  const answer = await v2('POST', '/telemetry', {
    body: {
      session: 'mock-session-0000001',
      bucket: 3,
      route: '/home',
      apps: [{ app: 'shell', version: 'unversioned', errors: 0, loadFailures: 0, fallbacks: 0 }],
      vitals: { LCP: 900 },
    },
  });
  expect(answer.status).toBe(204);
});
