/**
 * Starts the mock API in a page, when the build has it on: its service worker where the browser
 * runs one (mockWorker.ts: no mock code in the page), or else Mirage in the page.
 *
 * `process.env.MURMUR_MOCK_API` is replaced at build time: with the mock off, both hosts are dead
 * code, and the page only takes away a mock worker an earlier build of the origin installed. The
 * page need not wait: until the mock answers, the API client holds every request
 * (`holdRequestsUntil` of core's hooks), so the first screen renders meanwhile. On the login and signup
 * pages the mock (worker or in-page) starts once they are on screen, off their critical path.
 */
import type { InPageApiHooks } from './coreHooks';
import { resetDemoDataIfAsked } from './demoData';
import {
  onWorkerDataChanged,
  removeMockWorker,
  resetWorkerData,
  startMockWorker,
} from './mockWorker';
import { readMockApiSettings } from './settings';
import { startMockApiWith, type MockApiModule } from './startMockApiWith';

/** Where the mock answers: its worker, the page itself, or nowhere (a build without it). */
export type MockApiHost = 'worker' | 'page' | 'none';

export interface MockApiStart {
  /** Settles once the first screen is drawn. */
  firstScreenShown: Promise<void>;
  /** Whether the page opened needs no one signed in (a sign-in page, whose form comes first). */
  publicPage: Promise<boolean>;
  /** The page's core (`inPageApiHooks` of @murmur/core). */
  core: InPageApiHooks;
  /** Tells the person that `?reset-demo` put the demo data back to its seed. */
  tellReset: () => void;
}

/** The worker, shaped as the module `startMockApiWith` starts; it rejects where none can run. */
const workerModule = (onReset: () => void): Promise<MockApiModule> =>
  startMockWorker(readMockApiSettings()).then(async (started) => {
    if (!started) throw new Error('no mock API worker');
    await resetDemoDataIfAsked({ resetDemoData: resetWorkerData }, onReset);
    return {
      startMockApi: async ({ onDataChanged }) => {
        if (onDataChanged) onWorkerDataChanged(onDataChanged);
      },
    };
  });

const pageModule = (onReset: () => void) =>
  import('../index').then((mockApi) => resetDemoDataIfAsked(mockApi, onReset));

/** Where the mock answers, once it does. */
export function startMockApi({
  firstScreenShown,
  publicPage,
  core,
  tellReset,
}: MockApiStart): Promise<MockApiHost> {
  if (process.env.MURMUR_MOCK_API !== 'true') {
    removeMockWorker().catch(() => undefined);
    return Promise.resolve('none');
  }
  const onReset = () => {
    tellReset();
    // The other open tabs drop what they read and read the seed again.
    core.onDataReset();
  };
  let host: MockApiHost = 'worker';
  const inPage = () => {
    host = 'page';
    return publicPage.then((isPublic) =>
      isPublic ? firstScreenShown.then(() => pageModule(onReset)) : pageModule(onReset),
    );
  };
  // The login page calls nothing until the person acts: its worker waits until it is drawn.
  const worker = () =>
    publicPage.then((isPublic) =>
      isPublic ? firstScreenShown.then(() => workerModule(onReset)) : workerModule(onReset),
    );
  return startMockApiWith(() => worker().catch(inPage), core)
    .catch((error: unknown) => {
      console.error('Murmur could not start its mock API.', error);
    })
    .then(() => host);
}
