import { appByName, remotesMap } from './apps';
import { CSP_HEADER, productionRemotes, serveConfig } from './deployment';
import { devRemotesJson } from './routes/remotesJson';

describe('where the shell finds its remotes', () => {
  it("in development, the shell's remotes.json names every remote on its dev port, with its routes", () => {
    const file = devRemotesJson();
    const manifests = Object.fromEntries(
      Object.entries(file).map(([name, entry]) => [name, (entry as { manifest: string }).manifest]),
    );
    expect(manifests).toEqual({
      auth: 'http://localhost:3001/mf-manifest.json',
      feed: 'http://localhost:3002/mf-manifest.json',
      profile: 'http://localhost:3003/mf-manifest.json',
      post: 'http://localhost:3004/mf-manifest.json',
    });
    expect(manifests).toEqual(remotesMap((app) => app.devPort));
    expect(file.feed).toMatchObject({
      routes: [{ path: '/home' }, { path: '/explore' }, { path: '/bookmarks' }],
    });
  });

  it('in a production build, points at the preview ports 4001–4004 by default', () => {
    expect(productionRemotes('')).toEqual({
      auth: 'http://localhost:4001/mf-manifest.json',
      feed: 'http://localhost:4002/mf-manifest.json',
      profile: 'http://localhost:4003/mf-manifest.json',
      post: 'http://localhost:4004/mf-manifest.json',
    });
  });

  it('MURMUR_REMOTES moves some remotes elsewhere and keeps the others', () => {
    const moved = productionRemotes('{"feed":"https://cdn.example/feed/mf-manifest.json"}');
    expect(moved.feed).toBe('https://cdn.example/feed/mf-manifest.json');
    expect(moved.post).toBe(`http://localhost:${appByName('post').servePort}/mf-manifest.json`);
  });

  it('MURMUR_REMOTES that is not a JSON object stops the build with a clear message', () => {
    expect(() => productionRemotes('["feed"]')).toThrow('MURMUR_REMOTES must be a JSON object');
  });
});

describe('serve.json of a production build', () => {
  const cacheControlFor = (config: ReturnType<typeof serveConfig>, source: string) =>
    config.headers
      .filter((rule) => rule.source === source)
      .flatMap((rule) => rule.headers)
      .find((h) => h.key === 'Cache-Control')?.value;

  it('caches hashed static files for a year and revalidates everything else', () => {
    const config = serveConfig(false);
    expect(cacheControlFor(config, '**')).toBe('no-cache');
    expect(cacheControlFor(config, 'static/**')).toBe('public, max-age=31536000, immutable');
    // The shared libraries' full copies are content-hashed too (hashedSharedFallbacks.ts).
    expect(cacheControlFor(config, 'independent-packages/**')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it("a remote answers the shell's cross-origin requests", () => {
    const headers = serveConfig(false).headers.flatMap((rule) => rule.headers);
    expect(headers).toContainEqual({ key: 'Access-Control-Allow-Origin', value: '*' });
  });

  it("the shell's pages carry the policy it is given; a remote's carry none", () => {
    const headersOf = (config: ReturnType<typeof serveConfig>) =>
      config.headers.flatMap((rule) => rule.headers).filter((h) => h.key === CSP_HEADER);
    expect(headersOf(serveConfig(true, "script-src 'self'"))).toEqual([
      { key: CSP_HEADER, value: "script-src 'self'" },
    ]);
    expect(headersOf(serveConfig(false))).toEqual([]);
  });

  it('sends every unknown path of the shell to index.html for the client-side router', () => {
    expect(serveConfig(true).rewrites).toEqual([{ source: '**', destination: '/index.html' }]);
    expect(serveConfig(false).rewrites).toEqual([]);
  });
});
