import 'urlpattern-polyfill';
import { productRemotesJson } from '@murmur/testing';
import { routeReadsOf } from './routeReads';

const remotesJson = productRemotesJson();

describe('the first reads of a path', () => {
  it("are the reads of the route that serves it, with the route's parameters", () => {
    expect(routeReadsOf(remotesJson, 50, '/home')).toEqual([
      '/v2/timelines/home',
      '/v2/suggestions',
    ]);
    expect(routeReadsOf(remotesJson, 50, '/profile/maya.solberg')).toEqual([
      '/v2/users/maya.solberg',
      '/v2/users/maya.solberg/posts',
    ]);
    expect(routeReadsOf(remotesJson, 50, '/posts/post-2')).toEqual([
      '/v2/posts/post-2',
      '/v2/posts/post-2/comments',
    ]);
  });

  it('carry a parameter encoded as the API client encodes it', () => {
    expect(routeReadsOf(remotesJson, 50, '/profile/a%20b')).toEqual([
      '/v2/users/a%20b',
      '/v2/users/a%20b/posts',
    ]);
  });

  it('are none for a route that declares none, a path no route serves, or a malformed one', () => {
    expect(routeReadsOf(remotesJson, 50, '/')).toEqual([]);
    expect(routeReadsOf(remotesJson, 50, '/nowhere')).toEqual([]);
    expect(routeReadsOf(remotesJson, 50, '/profile/%E0%A4%A')).toEqual([]);
  });

  it("are a canary's own for a page in its share, the live version's for the others", () => {
    const withCanary = {
      feed: {
        manifest: '/apps/feed-app/v1/mf-manifest.json',
        routes: [{ path: '/home', reads: ['/v2/timelines/home'] }],
        canary: {
          manifest: '/apps/feed-app/v2/mf-manifest.json',
          percent: 10,
          routes: [{ path: '/home', reads: ['/v2/timelines/home?limit=10'] }],
        },
      },
    };
    expect(routeReadsOf(withCanary, 5, '/home')).toEqual(['/v2/timelines/home?limit=10']);
    expect(routeReadsOf(withCanary, 50, '/home')).toEqual(['/v2/timelines/home']);
  });
});
