import { startFirstReads } from './firstReads/firstReads';
import { pinThisPage } from './federation/integrity/pinThisPage';
import { registerMockWorkerEarly } from './mockApi/earlyMockWorker';

// Before any file is loaded: each is held to the hash its store recorded (docs/releases.md).
pinThisPage();

// The mock's worker installs while the shared libraries and the start-up load (its own file);
// a production page has registered it already, from its first script (mockApiStart.ts).
const mockWorker = registerMockWorkerEarly();
// What the page shows is asked for now (firstReads.ts). The start-up's long tasks wait until
// the reads are on their way, a moment at most: the browser hands a page to the mock's worker
// only between two tasks, and the reads wait for that.
const firstReadsAsked = startFirstReads(mockWorker);
const START_UP_WAIT_MS = 400;

/** Lets the browser run what waits between two tasks (a page taken over, an answer, a frame). */
const nextTask = () => new Promise<void>((go) => setTimeout(go, 0));

/**
 * The async boundary: the federation runtime settles the shared singletons (React, the store…)
 * before any module that uses them is evaluated. The heaviest run one per task, so that none
 * of the start-up's tasks is a long one (the libraries' files have all been preloaded).
 */
async function start() {
  await Promise.race([firstReadsAsked, new Promise((go) => setTimeout(go, START_UP_WAIT_MS))]);
  await import('react-dom/client');
  await nextTask();
  await import('@murmur/core');
  await nextTask();
  await import('react-router-dom');
  await nextTask();
  await import(/* webpackChunkName: "start-up" */ './bootstrap');
}

start().catch((error: unknown) => {
  console.error('Murmur could not start.', error);
});
