// The async boundary: the federation runtime settles the shared singletons (React, the store…)
// before any module that uses them is evaluated.
import('./bootstrap').catch((error: unknown) => {
  console.error('Murmur could not start.', error);
});

// The mock API is the largest file the first page waits for: start fetching it now, beside the
// app's own files, rather than once they have run. (bootstrap imports it again and gets this
// same download; with the mock off the line is dead code.)
if (process.env.MURMUR_MOCK_API === 'true') {
  import('@murmur/mock-api').catch(() => {
    // bootstrap's own import reports the failure
  });
}
