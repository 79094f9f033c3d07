// The async boundary: the federation runtime settles the shared singletons (React, the store…)
// before any module that uses them is evaluated.
import('./bootstrap').catch((error: unknown) => {
  console.error('Murmur could not start.', error);
});

// The mock API is the largest file a signed-in page waits for: start fetching it now, beside the
// app's own files, rather than once they have run. (The start-up imports it again and gets this
// same download; with the mock off the line is dead code.) The login and signup pages need it
// only when a form is sent, so there it loads once the page is up (mockApi/startMockApi.ts).
// The paths are paths.login and paths.signup of @murmur/core, which this entry cannot import yet.
const PUBLIC_PAGES = ['/', '/signup'];
if (process.env.MURMUR_MOCK_API === 'true' && !PUBLIC_PAGES.includes(window.location.pathname)) {
  import('@murmur/mock-api').catch(() => {
    // bootstrap's own import reports the failure
  });
}
