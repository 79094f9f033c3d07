/**
 * Starts the mock API, when the build has it on: its service worker where the browser runs one
 * (mockWorker.ts: no mock code in the page), or else Mirage in the page, as before.
 *
 * `process.env.MURMUR_MOCK_API` is replaced at build time: with the mock off, both hosts are dead
 * code, and the page only takes away a mock worker an earlier build of the origin installed. The
 * page need not wait: until the mock answers, the API client holds every request
 * (@murmur/core, client.ts), so the first screen renders meanwhile. On the login and signup
 * pages the mock (worker or in-page) starts once they are on screen, off their critical path.
 */
import { toast } from 'react-hot-toast';
import { announceDataReset, readMockApiSettings, startMockApiWith } from '@murmur/core';
import type { MockApiModule } from '@murmur/core';
import { resetDemoDataIfAsked } from './demoData';
import {
  onWorkerDataChanged,
  removeMockWorker,
  resetWorkerData,
  startMockWorker,
} from './mockWorker';

/** Where the mock answers: its worker, the page itself, or nowhere (a build without it). */
export type MockApiHost = 'worker' | 'page' | 'none';

const onReset = () => {
  toast.success('The demo data is back to its seed.');
  // The other open tabs drop what they read and read the seed again.
  announceDataReset();
};

/** The worker, shaped as the module `startMockApiWith` starts; it rejects where none can run. */
const workerModule = (): Promise<MockApiModule> =>
  startMockWorker(readMockApiSettings()).then(async (started) => {
    if (!started) throw new Error('no mock API worker');
    await resetDemoDataIfAsked({ resetDemoData: resetWorkerData }, onReset);
    return {
      startMockApi: async ({ onDataChanged }) => {
        if (onDataChanged) onWorkerDataChanged(onDataChanged);
      },
    };
  });

const pageModule = () =>
  import('@murmur/mock-api').then((mockApi) => resetDemoDataIfAsked(mockApi, onReset));

/**
 * `firstScreenShown` settles once the first screen is drawn; `publicPage`, whether the page
 * opened needs no one signed in (a sign-in page, whose form comes before the mock). The answer,
 * once the mock answers.
 */
export function startMockApi(
  firstScreenShown: Promise<void>,
  publicPage: Promise<boolean>,
): Promise<MockApiHost> {
  if (process.env.MURMUR_MOCK_API !== 'true') {
    removeMockWorker().catch(() => undefined);
    return Promise.resolve('none');
  }
  let host: MockApiHost = 'worker';
  const inPage = () => {
    host = 'page';
    return publicPage.then((isPublic) =>
      isPublic ? firstScreenShown.then(pageModule) : pageModule(),
    );
  };
  // The login page calls nothing until the person acts: its worker waits until it is drawn.
  const worker = () =>
    publicPage.then((isPublic) =>
      isPublic ? firstScreenShown.then(workerModule) : workerModule(),
    );
  return startMockApiWith(() => worker().catch(inPage))
    .catch((error: unknown) => {
      console.error('Murmur could not start its mock API.', error);
    })
    .then(() => host);
}
