/**
 * Starts the mock API in the page, when the build has it on.
 *
 * `process.env.MURMUR_MOCK_API` is replaced at build time: with the mock off, the import below
 * is dead code and Mirage is in no bundle. The mock starts beside the first render, not before
 * it: the API client holds every request until it answers (@murmur/core, client.ts), so the
 * login form is usable while the mock's code is still downloading. On the login and signup
 * pages nothing needs it before a form is sent: it loads once the page is on screen, so its
 * code is not on the first screen's critical path.
 */
import { toast } from 'react-hot-toast';
import { announceDataReset, startMockApiWith } from '@murmur/core';
import { remoteOfPath } from '../app/remotePages/preloadRemotes';
import { resetDemoDataIfAsked } from './demoData';

/** `firstScreenShown` settles once the first screen is drawn. */
export function startMockApi(firstScreenShown: Promise<void>): void {
  const publicPage = remoteOfPath(window.location.pathname) === 'auth';
  // `?reset-demo` in the address starts the mock from its seed again (README, "Demo data").
  const loadMockApi =
    process.env.MURMUR_MOCK_API === 'true'
      ? () =>
          import('@murmur/mock-api').then((mockApi) =>
            resetDemoDataIfAsked(mockApi, () => {
              toast.success('The demo data is back to its seed.');
              // The other open tabs drop what they read and read the seed again.
              announceDataReset();
            }),
          )
      : undefined;
  startMockApiWith(
    loadMockApi && publicPage ? () => firstScreenShown.then(loadMockApi) : loadMockApi,
  ).catch((error: unknown) => {
    console.error('Murmur could not start its mock API.', error);
  });
}
