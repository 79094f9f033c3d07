import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { regenerateContentSecurityPolicy } from './deployCsp';
import { CSP_HEADER, serveConfig } from './deployment';

let folder: string;
const write = (file: string, json: unknown) =>
  writeFileSync(join(folder, file), JSON.stringify(json));
const headersOf = () =>
  (
    JSON.parse(readFileSync(join(folder, 'serve.json'), 'utf8')) as ReturnType<typeof serveConfig>
  ).headers.flatMap((rule) => rule.headers);

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'murmur-deploy-csp-'));
  write('serve.json', serveConfig(true, "script-src 'self' http://localhost:4002"));
  write('remotes.json', { feed: 'https://feed-v2.example/mf-manifest.json' });
});

afterEach(() => rmSync(folder, { recursive: true, force: true }));

test('after remotes.json is edited, serve.json admits the new remote instead of the old', () => {
  write('remote-overrides.json', { allowedOrigins: [] });

  regenerateContentSecurityPolicy(folder);

  const policies = headersOf().filter((h) => h.key === CSP_HEADER);
  expect(policies).toHaveLength(1);
  expect(policies[0]?.value).toContain("script-src 'self' https://feed-v2.example 'sha256-");
  expect(policies[0]?.value).not.toContain('localhost:4002');
  // The other headers stay as the build wrote them.
  expect(headersOf()).toContainEqual({ key: 'Cache-Control', value: 'no-cache' });
});

test('a deployment without remote-overrides.json allows no override, in the policy too', () => {
  const policy = regenerateContentSecurityPolicy(folder);
  expect(policy).toContain("script-src 'self' https://feed-v2.example 'sha256-");
});

test('a folder that is not a shell build is refused with the file it lacks', () => {
  rmSync(join(folder, 'remotes.json'));
  expect(() => regenerateContentSecurityPolicy(folder)).toThrow(/remotes\.json is missing/);
});
