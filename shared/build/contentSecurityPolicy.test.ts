import { contentSecurityPolicy } from './contentSecurityPolicy';
import { createHash } from 'node:crypto';
import { DEFAULT_OVERRIDE_ORIGINS } from './overrideOrigins';
import { EARLY_INPUT_SCRIPT } from './firstScreen/earlyInput';

const remotes = {
  auth: 'https://auth.murmur.example/mf-manifest.json',
  feed: 'https://cdn.murmur.example/feed/v7/mf-manifest.json',
  profile: 'https://cdn.murmur.example/profile/mf-manifest.json',
  post: '/post/mf-manifest.json',
};

/** The policy as directive → sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe("the shell's Content-Security-Policy", () => {
  it('runs and fetches code only from its own origin, its remotes and the override allow-list', () => {
    const policy = directives(
      contentSecurityPolicy({ remotes, overrideOrigins: DEFAULT_OVERRIDE_ORIGINS }),
    );
    const code = [
      "'self'",
      'https://auth.murmur.example',
      'https://cdn.murmur.example',
      'http://localhost:*',
      'http://127.0.0.1:*',
    ];
    expect(policy['script-src']).toEqual([...code, expect.stringMatching(/^'sha256-/)]);
    expect(policy['connect-src']).toEqual(code);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('with overrides off, names the remotes of remotes.json and nothing else', () => {
    const policy = directives(contentSecurityPolicy({ remotes, overrideOrigins: [] }));
    expect(policy['script-src']).toEqual([
      "'self'",
      'https://auth.murmur.example',
      'https://cdn.murmur.example',
      expect.stringMatching(/^'sha256-/),
    ]);
  });

  it("runs no inline script but a drawn page's first one, by the hash of its text", () => {
    const policy = directives(contentSecurityPolicy({ remotes, overrideOrigins: [] }));
    const hash = createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64');
    expect(policy['script-src']).toContain(`'sha256-${hash}'`);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']?.filter((source) => source.startsWith("'sha"))).toHaveLength(1);
  });

  it("admits the remotes' stylesheets and the toaster's injected styles, and any https avatar", () => {
    const policy = directives(contentSecurityPolicy({ remotes, overrideOrigins: [] }));
    expect(policy['style-src']).toEqual(expect.arrayContaining(['https://cdn.murmur.example']));
    expect(policy['style-src']).toContain("'unsafe-inline'");
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https:']);
  });

  it('refuses a remotes.json URL that is not http(s), naming the remote', () => {
    expect(() =>
      contentSecurityPolicy({
        remotes: { ...remotes, feed: 'javascript:alert(1)' },
        overrideOrigins: [],
      }),
    ).toThrow('the "feed" remote\'s URL must be http(s)');
  });
});
