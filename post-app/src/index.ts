// The async boundary: the federation runtime settles the shared singletons (React, the store…)
// before any module that uses them is evaluated. This entry only runs the app standalone;
// the shell loads the exposed `./pages` through remoteEntry.js instead.
import('./bootstrap').catch((error: unknown) => {
  console.error('Murmur could not start.', error);
});
