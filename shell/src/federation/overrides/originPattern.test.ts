import { originMatches, parseOriginPattern } from './originPattern';

const allows = (pattern: string, url: string) => {
  const parsed = parseOriginPattern(pattern);
  if (!parsed) throw new Error(`not a pattern: ${pattern}`);
  return originMatches(new URL(url), parsed);
};

describe('an allow-list entry', () => {
  it('with a wildcard port admits its host on any port, and only its host', () => {
    expect(allows('http://localhost:*', 'http://localhost:3002/mf-manifest.json')).toBe(true);
    expect(allows('http://localhost:*', 'http://localhost/mf-manifest.json')).toBe(true);
    expect(allows('http://localhost:*', 'http://stranger.localhost:3002/x')).toBe(false);
    expect(allows('http://localhost:*', 'http://localhost.evil.example:3002/x')).toBe(false);
    expect(allows('http://127.0.0.1:*', 'http://127.0.0.1:4210/mf-manifest.json')).toBe(true);
  });

  it('is not fooled by credentials in the URL', () => {
    expect(allows('http://localhost:*', 'http://localhost:3002@evil.example/x')).toBe(false);
  });

  it('keeps its scheme: http does not admit https, nor the reverse', () => {
    expect(allows('http://localhost:*', 'https://localhost:3002/x')).toBe(false);
    expect(allows('https://dev.example.com', 'http://dev.example.com/x')).toBe(false);
  });

  it('without a port admits the default port only', () => {
    expect(allows('https://dev.example.com', 'https://dev.example.com/feed/x')).toBe(true);
    expect(allows('https://dev.example.com', 'https://dev.example.com:8443/x')).toBe(false);
    expect(allows('https://dev.example.com:8443', 'https://dev.example.com:8443/x')).toBe(true);
  });

  it('with *. admits subdomains, not the bare domain', () => {
    expect(allows('https://*.dev.example.com', 'https://ana.dev.example.com/x')).toBe(true);
    expect(allows('https://*.dev.example.com', 'https://dev.example.com/x')).toBe(false);
    expect(allows('https://*.dev.example.com', 'https://ana.dev.example.com.evil.io/x')).toBe(
      false,
    );
  });

  it('must be scheme://host[:port]: anything broader or with a path is not an entry', () => {
    for (const text of ['*', 'http:', 'https://*', 'localhost:3002', 'http://localhost:3002/x']) {
      expect(parseOriginPattern(text)).toBeNull();
    }
  });
});
