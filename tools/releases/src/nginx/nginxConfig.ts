/**
 * The nginx configuration of `npm run serve:deploy`, from the committed template beside this
 * file: every `{{name}}` filled in, none left over.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SIGNED_IN_COOKIE } from '@murmur/contract';
import { contentSecurityPolicy } from '@murmur/build/contentSecurityPolicy';
import { routeSlug, servedRoutesOf } from '@murmur/build/routes/routeDeclarations';
import { parseOverrideOriginsFile } from '@murmur/build/overrideOrigins';
import { RefusedError } from '../store';
import { readCheckedRemotesJson } from '../trust/checkedRemotesJson';

export const TEMPLATE = join(__dirname, 'release-store.conf.template');

export interface NginxSettings {
  /** The release store, served as the site's root. */
  store: string;
  /** nginx's own folder: pid file, temporary files, the written configuration. */
  prefix: string;
  port: number;
  /** Also listen on IPv6's loopback (`localhost` may resolve to ::1 first). */
  ipv6: boolean;
  contentSecurityPolicy: string;
  /** Where /api goes (`--api=server`), or none. */
  apiUrl?: string;
  /** The user nginx's workers run as, when it is started as root: the store's owner. */
  user?: string;
  accessLog: boolean;
  /**
   * The site is reached over TLS (a balancer in front terminates it): every answer tells the
   * browser to come back on HTTPS only (Strict-Transport-Security).
   */
  tls?: boolean;
}

/** What the shell's page may not use: no camera, microphone, location, payment or USB. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * Two years, as GitLab's and Mastodon's nginx send it; without includeSubDomains (GitLab's
 * default): the store's domain may share its parent with sites that are not on TLS.
 */
export const HSTS = 'max-age=63072000';

const hstsLine = (tls: boolean | undefined) =>
  tls ? `      add_header Strict-Transport-Security "${HSTS}" always;` : '';

/**
 * The page's protections for a location that adds headers of its own (nginx then inherits none):
 * on HTML answers only (the template's maps on the answer's type), HSTS on every answer.
 */
function htmlHeaders(tls: boolean | undefined): string {
  return [
    '      add_header Content-Security-Policy $html_policy always;',
    '      add_header Referrer-Policy $html_referrer_policy always;',
    '      add_header Permissions-Policy $html_permissions_policy always;',
    hstsLine(tls),
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * Refuses a folder whose path nginx would read as more than a path (a space, a quote, `;`, `{`,
 * `$`…): it goes into the configuration as it is.
 */
function refuseUnplainFolder(what: string, path: string): void {
  if (/[\s"';{}$#\\]/.test(path)) {
    throw new RefusedError(
      `The ${what} ${JSON.stringify(path)} has a character nginx's configuration would read as syntax: use a folder without spaces, quotes, ; { } $ # or \\.`,
    );
  }
}

export function fillTemplate(template: string, values: Record<string, string>): string {
  const filled = template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`The nginx template's ${placeholder} has no value.`);
    return value;
  });
  return filled;
}

/** The API server's default EVENT_STREAMS_PER_CLIENT: nginx counts an address, not a /64. */
export const EVENT_STREAMS_PER_ADDRESS = 100;

function apiLocation(apiUrl: string, tls: boolean | undefined): string {
  const url = new URL(apiUrl);
  return `
    # /api passed to the API server (--api=server), as a deployment's reverse proxy would.
    location /api/ {
      proxy_pass ${url.protocol}//${url.host};
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      # The host as the page asked for it, port included: what the API server checks a page's
      # Origin against (telemetry), behind this proxy.
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
${hstsLine(tls)}
      # Event streams last: one address may hold at most the API server's own per-address cap
      # (EVENT_STREAMS_PER_CLIENT), so a host cannot tie up the proxy's connections either.
      location = /api/v2/events {
        limit_conn event_streams ${EVENT_STREAMS_PER_ADDRESS};
        limit_conn_status 429;
        proxy_pass ${url.protocol}//${url.host};
      }
    }
`;
}

/**
 * The maps of a route to its pages (firstScreenPages.ts) and to whether it needs a signed-in
 * person, from the routes the store's live remotes.json declares as nginx starts. A route
 * deployed later is answered with the shell's plain page (nothing else lost) until nginx is
 * started again.
 */
export function firstScreenMaps(store: string): Record<string, string> {
  // Checked: its remote names and route patterns become lines of the configuration.
  const remotesJson = readCheckedRemotesJson(join(store, 'remotes.json'));
  const routes = servedRoutesOf(remotesJson);
  const line = (pattern: string, value: string) => `    "~${pattern}" ${value};`;
  return {
    drawnPages: routes
      .map(({ pattern, path }) => line(pattern, `/first-screen/routes/${routeSlug(path)}.html`))
      .join('\n'),
    firstScreenPages: routes
      .map(({ pattern, remote }) => line(pattern, `/first-screen/${remote}.html`))
      .join('\n'),
    signedInRoutes: routes
      .filter(({ access }) => access === 'signed-in')
      .map(({ pattern }) => line(pattern, '1'))
      .join('\n'),
  };
}

export function nginxConfig(settings: NginxSettings, template = readFileSync(TEMPLATE, 'utf8')) {
  if (settings.contentSecurityPolicy.includes('"')) {
    throw new Error('A Content-Security-Policy with a double quote cannot go into the header.');
  }
  refuseUnplainFolder('store', settings.store);
  refuseUnplainFolder("nginx's folder", settings.prefix);
  const listen = [
    `    listen 127.0.0.1:${settings.port};`,
    ...(settings.ipv6 ? [`    listen [::1]:${settings.port};`] : []),
  ].join('\n');
  return fillTemplate(template, {
    user: settings.user ? `user ${settings.user};` : '',
    prefix: settings.prefix,
    accessLog: settings.accessLog ? '/dev/stdout' : 'off',
    listen,
    store: settings.store,
    api: settings.apiUrl ? apiLocation(settings.apiUrl, settings.tls) : '',
    contentSecurityPolicy: settings.contentSecurityPolicy,
    permissionsPolicy: PERMISSIONS_POLICY,
    htmlHeaders: htmlHeaders(settings.tls),
    hsts: hstsLine(settings.tls),
    signedInCookie: SIGNED_IN_COOKIE,
    ...firstScreenMaps(settings.store),
  });
}

/**
 * The shell's policy in a store: every app is on the store's own origin ('self'), plus the
 * origins the deployment's remote-overrides.json allows (none when there is no such file).
 */
export function storeContentSecurityPolicy(overridesFile: string): string {
  const overrideOrigins = existsSync(overridesFile)
    ? parseOverrideOriginsFile(JSON.parse(readFileSync(overridesFile, 'utf8')))
    : [];
  return contentSecurityPolicy({ remotes: {}, overrideOrigins });
}
