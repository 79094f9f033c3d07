import { remoteOfPath } from '../remotes/preloadRemotes';
import { pageFilesOf, preloadStartPageRemote, remoteOfStartPage } from './startPageRemote';

const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './pages',
      assets: {
        js: { sync: ['static/js/async/__federation_expose_pages.1.js'] },
        css: { sync: ['static/css/async/__federation_expose_pages.2.css'] },
      },
    },
  ],
};

it.each([
  '/',
  '/signup',
  '/home',
  '/explore',
  '/bookmarks',
  '/profile/guest',
  '/posts/post-2',
  '/profile',
  '/no-such-page',
])('knows the remote of %s as the router does', (pathname) => {
  expect(remoteOfStartPage(pathname)).toBe(remoteOfPath(pathname));
});

it("finds the entry and the pages' files beside the manifest", () => {
  expect(pageFilesOf('http://localhost:4001/mf-manifest.json', manifest)).toEqual({
    scripts: [
      'http://localhost:4001/remoteEntry.js',
      'http://localhost:4001/static/js/async/__federation_expose_pages.1.js',
    ],
    styles: ['http://localhost:4001/static/css/async/__federation_expose_pages.2.css'],
  });
});

it("preloads the start page's remote only", async () => {
  const realFetch = global.fetch;
  const answer = (body: unknown) => ({
    ok: true,
    json: () => Promise.resolve(body),
    clone: () => answer(body),
  });
  global.fetch = jest.fn((url: string) =>
    Promise.resolve(
      answer(
        url === '/remotes.json'
          ? {
              auth: 'http://localhost:4001/mf-manifest.json',
              feed: 'http://localhost:4002/mf-manifest.json',
            }
          : manifest,
      ),
    ),
  ) as unknown as typeof fetch;
  try {
    preloadStartPageRemote('/home');
    await new Promise((done) => setTimeout(done, 0));
    const preloads = [...document.head.querySelectorAll('link[rel="preload"]')].map(
      (link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`,
    );
    expect(preloads).toEqual([
      'script http://localhost:4002/remoteEntry.js',
      'script http://localhost:4002/static/js/async/__federation_expose_pages.1.js',
      'style http://localhost:4002/static/css/async/__federation_expose_pages.2.css',
    ]);
  } finally {
    global.fetch = realFetch;
  }
});
