import { firstScreenHints, type Manifest } from './firstScreenHints';
import { firstScreenPage } from './firstScreenPage';

const feed: Manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [
    {
      name: 'react-redux',
      usedExports: ['useSelector'],
      assets: { js: { sync: ['static/js/635.js'] } },
    },
  ],
  exposes: [
    {
      name: 'pages',
      assets: { js: { sync: ['static/js/pages.js'] }, css: { sync: ['static/css/pages.css'] } },
    },
  ],
};
const shell: Manifest = {
  shared: [
    { name: 'react', assets: { js: { sync: ['static/js/121.js'] } } },
    // Every file a library lists, once: core lists the Redux family's file beside its own.
    { name: 'react-dom', assets: { js: { sync: ['static/js/121.js'] } } },
    { name: '@murmur/core', assets: { js: { sync: ['static/js/470.js', 'static/js/89.js'] } } },
  ],
};

describe("the first screen's hints", () => {
  it("preload the route's remote and the shell's shared libraries, and hold every manifest's shared libraries", () => {
    const manifests: Record<string, Manifest> = {
      'http://localhost:4002/mf-manifest.json': feed,
      'http://localhost:4003/mf-manifest.json': { shared: [{ name: 'react' }] },
    };
    const hints = firstScreenHints({
      remotesJson: {
        feed: 'http://localhost:4002/mf-manifest.json',
        profile: 'http://localhost:4003/mf-manifest.json',
        post: 'http://localhost:4004/mf-manifest.json',
      },
      readManifest: (url) => manifests[url] ?? null,
      shell: { manifest: shell, base: '/' },
      remote: 'feed',
    });

    expect(hints.manifests).toEqual({
      'http://localhost:4002/mf-manifest.json': {
        shared: [{ name: 'react-redux', usedExports: ['useSelector'] }],
      },
      'http://localhost:4003/mf-manifest.json': { shared: [{ name: 'react' }] },
    });
    expect(hints.preloads).toEqual([
      { href: '/static/js/121.js', as: 'script' },
      { href: '/static/js/470.js', as: 'script' },
      { href: '/static/js/89.js', as: 'script' },
      { href: 'http://localhost:4002/mf-manifest.json', as: 'fetch' },
      { href: 'http://localhost:4002/remoteEntry.js', as: 'script' },
      { href: 'http://localhost:4002/static/js/pages.js', as: 'script' },
      { href: 'http://localhost:4002/static/css/pages.css', as: 'style' },
    ]);
  });

  it("read a store's pointers: both manifests of a canary, and no preload while it runs", () => {
    const read: string[] = [];
    const hints = firstScreenHints({
      remotesJson: {
        feed: {
          version: 'v2',
          manifest: '/apps/feed-app/v2/mf-manifest.json',
          canary: { version: 'v3', manifest: '/apps/feed-app/v3/mf-manifest.json', percent: 10 },
        },
        post: { version: 'v1', manifest: '/apps/post-app/v1/mf-manifest.json' },
      },
      readManifest: (url) => {
        read.push(url);
        return feed;
      },
      shell: { manifest: null, base: '/apps/shell/v1/' },
      remote: 'feed',
    });
    expect(Object.keys(hints.manifests)).toEqual([
      '/apps/feed-app/v2/mf-manifest.json',
      '/apps/feed-app/v3/mf-manifest.json',
      '/apps/post-app/v1/mf-manifest.json',
    ]);
    expect(hints.preloads).toEqual([]);

    const onPost = firstScreenHints({
      remotesJson: { post: { version: 'v1', manifest: '/apps/post-app/v1/mf-manifest.json' } },
      readManifest: () => feed,
      shell: { manifest: null, base: '/apps/shell/v1/' },
      remote: 'post',
    });
    expect(onPost.preloads.map(({ href }) => href)).toEqual([
      '/apps/post-app/v1/mf-manifest.json',
      '/apps/post-app/v1/remoteEntry.js',
      '/apps/post-app/v1/static/js/pages.js',
      '/apps/post-app/v1/static/css/pages.css',
    ]);
  });

  it("are written at the end of the page's head, after its script, as data the page cannot run", () => {
    const page = '<html><head><title>M</title><script defer src="/main.js"></script></head></html>';
    const written = firstScreenPage(page, {
      manifests: { '/m.json': { shared: [{ name: '</script><script>alert(1)' }] } },
      preloads: [
        { href: '/m.json', as: 'fetch' },
        { href: '/a.js', as: 'script' },
      ],
    });
    expect(written).toBe(
      '<html><head><title>M</title><script defer src="/main.js"></script>' +
        '<script type="application/json" id="murmur-first-screen">' +
        '{"manifests":{"/m.json":{"shared":[{"name":"\\u003c/script>\\u003cscript>alert(1)"}]}}}</script>' +
        '<link rel="preload" href="/m.json" as="fetch" crossorigin>' +
        '<link rel="preload" href="/a.js" as="script">' +
        '</head></html>',
    );
    expect(() => firstScreenPage('<html></html>', { manifests: {}, preloads: [] })).toThrow();
  });
});
