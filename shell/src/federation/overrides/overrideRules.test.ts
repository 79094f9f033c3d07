import { decideOverrides, parseAllowList } from './overrideRules';

/** The remotes of remotes.json. */
const remotes = ['auth', 'feed', 'profile', 'post'];

const localOnly = parseAllowList({ allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'] });

describe('which remote overrides a shell honours', () => {
  it('honours an override on an allowed origin', () => {
    const decision = decideOverrides(
      [{ name: 'feed', value: 'http://localhost:3002/mf-manifest.json' }],
      localOnly,
      remotes,
    );
    expect(decision).toEqual({
      applied: [{ remote: 'feed', manifestUrl: 'http://localhost:3002/mf-manifest.json' }],
      refused: [],
    });
  });

  it('refuses any other origin, saying which and what the list allows', () => {
    const decision = decideOverrides(
      [{ name: 'feed', value: 'https://evil.example/mf-manifest.json' }],
      localOnly,
      remotes,
    );
    expect(decision.applied).toEqual([]);
    expect(decision.refused).toEqual([
      "Murmur ignored the remote override murmur.remote:feed = https://evil.example/mf-manifest.json: https://evil.example is not on this shell's allow-list (/remote-overrides.json: http://localhost:*, http://127.0.0.1:*). Nothing was loaded from it.",
    ]);
  });

  it('an empty list turns overrides off', () => {
    const decision = decideOverrides(
      [{ name: 'feed', value: 'http://localhost:3002/mf-manifest.json' }],
      parseAllowList({ allowedOrigins: [] }),
      remotes,
    );
    expect(decision.applied).toEqual([]);
    expect(decision.refused[0]).toMatch(/remote overrides are off in this deployment/);
  });

  it('allows nothing when the list could not be read', () => {
    const decision = decideOverrides(
      [{ name: 'feed', value: 'http://localhost:3002/mf-manifest.json' }],
      new Error('/remote-overrides.json answered 404'),
      remotes,
    );
    expect(decision.applied).toEqual([]);
    expect(decision.refused[0]).toMatch(/could not read its allow-list/);
  });

  it('refuses an unknown remote and a value that is not an http(s) URL', () => {
    const decision = decideOverrides(
      [
        { name: 'fed', value: 'http://localhost:3002/mf-manifest.json' },
        { name: 'post', value: 'localhost:3004/mf-manifest.json' },
        { name: 'profile', value: 'javascript:alert(1)' },
      ],
      localOnly,
      remotes,
    );
    expect(decision.applied).toEqual([]);
    expect(decision.refused).toHaveLength(3);
    expect(decision.refused[0]).toMatch(/there is no remote named "fed"/);
    expect(decision.refused[1]).toMatch(/must be the absolute http\(s\) URL/);
  });

  it('a list with an entry that is not an origin is refused whole, naming the entry', () => {
    expect(() => parseAllowList({ allowedOrigins: ['http://localhost:*', '*'] })).toThrow(
      '/remote-overrides.json lists "*", which is not an origin',
    );
    expect(() => parseAllowList(['http://localhost:*'])).toThrow('must be { "allowedOrigins"');
  });
});
