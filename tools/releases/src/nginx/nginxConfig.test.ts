import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EARLY_INPUT_HASH } from '@murmur/build/firstScreen/earlyInput';
import { productRemotesJson } from '@murmur/testing';
import { fillTemplate, nginxConfig, storeContentSecurityPolicy } from './nginxConfig';

const settings = {
  store: '/srv/deploy',
  prefix: '/tmp/nginx-x',
  port: 4500,
  ipv6: true,
  contentSecurityPolicy: "default-src 'self'",
  accessLog: false,
};

test('the committed template is filled in completely', () => {
  const config = nginxConfig(settings);
  expect(config).not.toMatch(/\{\{|\}\}/);
  expect(config).toContain('listen 127.0.0.1:4500;');
  expect(config).toContain('listen [::1]:4500;');
  expect(config).toContain('root /srv/deploy;');
  expect(config).toContain('pid /tmp/nginx-x/nginx.pid;');
  expect(config).toContain(`add_header Content-Security-Policy "default-src 'self'" always;`);
  expect(config).toContain('access_log off;');
  // The headers that protect the page hold on its errors too.
  for (const name of ['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']) {
    expect(config).toMatch(new RegExp(`add_header ${name} [^;]+ always;`));
  }
  expect(config).not.toMatch(/add_header X-Content-Type-Options nosniff;/);
  expect(config).not.toContain('location /api/');
  expect(config).not.toMatch(/^\s*user /m);
});

test('with --api=server, /api goes to the API server; as root, workers run as the store owner', () => {
  const config = nginxConfig({ ...settings, apiUrl: 'http://127.0.0.1:5000', user: 'root' });
  expect(config).toContain('location /api/ {\n      proxy_pass http://127.0.0.1:5000;');
  expect(config).toMatch(/^user root;$/m);
  // One address holds at most the API server's own cap of event streams through the proxy.
  expect(config).toContain('limit_conn_zone $binary_remote_addr zone=event_streams:1m;');
  expect(config).toMatch(
    /location = \/api\/v2\/events \{\s+limit_conn event_streams 100;\s+limit_conn_status 429;\s+proxy_pass http:\/\/127\.0\.0\.1:5000;/,
  );
});

test('a placeholder without a value stops the configuration from being written', () => {
  expect(() => fillTemplate('root {{store}}; listen {{port}};', { store: '/x' })).toThrow(
    "The nginx template's {{port}} has no value.",
  );
});

test("the store's policy: every app on the page's own origin, plus the override allow-list", () => {
  const folder = mkdtempSync(join(tmpdir(), 'murmur-csp-'));
  try {
    const file = join(folder, 'remote-overrides.json');
    // The one inline script allowed is a drawn page's first, by its hash (earlyInput.ts).
    expect(storeContentSecurityPolicy(file)).toContain(`script-src 'self' ${EARLY_INPUT_HASH};`);
    writeFileSync(file, JSON.stringify({ allowedOrigins: ['http://localhost:*'] }));
    expect(storeContentSecurityPolicy(file)).toContain(
      `script-src 'self' http://localhost:* ${EARLY_INPUT_HASH};`,
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test("each client-side route is answered with its drawn page, else its remote's, else the shell's", () => {
  // The routes come from the store's remotes.json, as its remotes declare them.
  const store = mkdtempSync(join(tmpdir(), 'murmur-store-'));
  try {
    writeFileSync(join(store, 'remotes.json'), JSON.stringify(productRemotesJson()));
    const config = nginxConfig({ ...settings, store });
    expect(config).toContain('map $uri $first_screen_page {\n    default /index.html;');
    for (const route of ['home', 'explore', 'bookmarks']) {
      expect(config).toContain(`"~^/${route}$" /first-screen/feed.html;`);
    }
    expect(config).toContain('"~^/posts/[^/]+$" /first-screen/post.html;');
    expect(config).toContain('"~^/$" /first-screen/auth.html;');
    expect(config).toContain('"~^/$" /first-screen/routes/index.html;');
    expect(config).toContain('"~^/profile/[^/]+$" /first-screen/routes/profile._username.html;');
    expect(config).toContain('try_files $drawn_page $first_screen_page /index.html =404;');
    // A signed-in route asked without the signed-in cookie goes to the login page.
    expect(config).toContain('map $uri $signed_in_route {\n    default "";\n    "~^/home$" 1;');
    expect(config).not.toContain('"~^/signup$" 1;');
    expect(config).toContain('map "$signed_in_route:$cookie_murmur_signed_in" $to_login');
    expect(config).toContain('return 302 /$is_args$args;');
    // A store with no remotes.json yet: every route gets the shell's page.
    expect(nginxConfig(settings)).toContain(
      'map $uri $first_screen_page {\n    default /index.html;\n\n  }',
    );
  } finally {
    rmSync(store, { recursive: true, force: true });
  }
});

test('nginx follows no link in the store: one put there answers 404, never its target', () => {
  expect(nginxConfig(settings)).toContain('disable_symlinks on from=$document_root;');
});

test("every HTML answer carries the page's protections, a version's own index.html too", () => {
  const config = nginxConfig(settings);
  expect(config).toContain(
    `map $sent_http_content_type $html_policy {\n    default "";\n    "~^text/html" "default-src 'self'";`,
  );
  // Each location with headers of its own (nginx then inherits none) adds them, and the server.
  const added = config.match(/add_header Content-Security-Policy \$html_policy always;/g) ?? [];
  expect(added).toHaveLength(3);
  const rootFiles =
    '~ ^/(remotes\\.json|remote-overrides\\.json|previews\\.json|mock-api-worker\\.js)$';
  for (const location of ['^~ /apps/', rootFiles]) {
    const block = config.slice(config.indexOf(`location ${location} {`));
    expect(block.slice(0, block.indexOf('}'))).toContain(
      'add_header Permissions-Policy $html_permissions_policy always;',
    );
  }
});

test('told the site is on TLS, every answer sends HSTS; otherwise none', () => {
  expect(nginxConfig(settings)).not.toContain('Strict-Transport-Security');
  const config = nginxConfig({ ...settings, tls: true, apiUrl: 'http://127.0.0.1:5000' });
  const lines = config.match(/add_header Strict-Transport-Security "max-age=63072000" always;/g);
  // The server, the two locations with headers of their own, the pages and /api.
  expect(lines).toHaveLength(5);
});

test('a store folder nginx would read as syntax is refused, not written into the configuration', () => {
  expect(() => nginxConfig({ ...settings, store: '/srv/deploy; root /' })).toThrow(
    `The store "/srv/deploy; root /" has a character nginx's configuration would read as syntax`,
  );
});
