import { registerMockWorkerEarly } from './mockApi/earlyMockWorker';

// The mock's worker installs while the shared libraries and the start-up load (its own file).
registerMockWorkerEarly();

// The async boundary: the federation runtime settles the shared singletons (React, the store…)
// before any module that uses them is evaluated.
import('./bootstrap').catch((error: unknown) => {
  console.error('Murmur could not start.', error);
});
