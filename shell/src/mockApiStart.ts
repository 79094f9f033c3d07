/**
 * The page's first script (its own entry, before main.js): registers the mock's service worker
 * at once, so that its script downloads and installs beside the page's other files rather than
 * after main.js has arrived and run (mock-api/src/browser/earlyMockWorker.ts says when it does). Tiny and free of the
 * federation: it is built only where the mock is on.
 */
import { registerMockWorkerEarly } from '@murmur/mock-api/browser/early-worker';
import { storedSessionToken } from './firstReads/storedSession';

void registerMockWorkerEarly(storedSessionToken() !== null);
