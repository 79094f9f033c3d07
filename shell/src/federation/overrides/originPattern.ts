/**
 * The allow-list of remote overrides is written as CSP source expressions
 * (`http://localhost:*`, `https://*.dev.example`), so the same strings also go into the
 * shell's Content-Security-Policy. This matches a URL against one, a strict subset of CSP:
 * a scheme and a host are required, the scheme must be equal (no http → https upgrade), `*.`
 * admits subdomains only (not the bare domain), and no port means the scheme's default port.
 */
export interface OriginPattern {
  scheme: 'http:' | 'https:';
  host: string;
  /** `*.example.com`: any subdomain of `host`. */
  anySubdomain: boolean;
  /** A port number, `*` for any, or null for the scheme's default port. */
  port: number | '*' | null;
}

const PATTERN = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}|\*))?$/i;

/** Reads one allow-list entry; null when it is not of the form `scheme://host[:port|:*]`. */
export function parseOriginPattern(text: string): OriginPattern | null {
  const match = PATTERN.exec(text.trim());
  if (!match) return null;
  const [, scheme, wildcard, host, port] = match;
  return {
    scheme: `${scheme!.toLowerCase()}:` as OriginPattern['scheme'],
    host: host!.toLowerCase(),
    anySubdomain: wildcard !== undefined,
    port: port === undefined ? null : port === '*' ? '*' : Number(port),
  };
}

const DEFAULT_PORTS: Record<OriginPattern['scheme'], string> = { 'http:': '80', 'https:': '443' };

/** Whether `url` (an absolute URL) lies on an origin the pattern admits. */
export function originMatches(url: URL, pattern: OriginPattern): boolean {
  if (url.protocol !== pattern.scheme) return false;
  const host = url.hostname.toLowerCase();
  const hostMatches = pattern.anySubdomain
    ? host.endsWith(`.${pattern.host}`)
    : host === pattern.host;
  if (!hostMatches) return false;
  if (pattern.port === '*') return true;
  const port = url.port || DEFAULT_PORTS[pattern.scheme];
  return port === String(pattern.port ?? DEFAULT_PORTS[pattern.scheme]);
}
