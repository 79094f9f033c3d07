// The async boundary: the federation runtime settles the shared singletons (React, the store…)
// before any module that uses them is evaluated.
import('./bootstrap').catch((error: unknown) => {
  console.error('Murmur could not start.', error);
});
