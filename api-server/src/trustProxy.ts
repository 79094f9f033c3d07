/** Which hops of a request Fastify believes (TRUST_PROXY): which address is the client's. */

/** Fastify's `trustProxy`; a hop count is kept as the test it stands for. */
export type TrustProxy = string | string[] | boolean | ((address: string, hop: number) => boolean);

/**
 * `TRUST_PROXY`: a hop count (`1`), `true`/`false`, or a comma-separated list of addresses,
 * CIDRs or Fastify's names (`loopback`, `uniquelocal`). Unset: only a proxy on this host.
 */
export function readTrustProxy(raw: string | undefined): TrustProxy {
  const text = raw?.trim() ?? '';
  if (text === '') return 'loopback';
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    // The nearest `hops` addresses of X-Forwarded-For are proxies; the one before them is the client.
    return (_address, hop) => hop < hops;
  }
  const list = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return list.length === 1 ? (list[0] as string) : list;
}
