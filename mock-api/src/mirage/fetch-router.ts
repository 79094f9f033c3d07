/**
 * Pretender replaces `fetch` (and Headers, Request, Response) with an XMLHttpRequest-based polyfill
 * and only lets other requests "pass through" as XHRs, which loses streaming and changes the
 * objects the page sees. So only /api calls go to Mirage's fetch; every other call (remote
 * entries, `mf-manifest.json`, media uploads) goes to the browser's own fetch, untouched.
 */
import { isMockedUrl } from './url-scope';

type Fetch = typeof fetch;

export interface FetchGlobals {
  fetch?: Fetch;
  Headers?: typeof Headers;
  Request?: typeof Request;
  Response?: typeof Response;
}

export const captureFetchGlobals = (): FetchGlobals => ({
  fetch: globalThis.fetch,
  Headers: globalThis.Headers,
  Request: globalThis.Request,
  Response: globalThis.Response,
});

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** The polyfill knows only its own Headers class; hand it plain name/value pairs instead. */
function plainHeaders(headers: HeadersInit | undefined): Record<string, string> | undefined {
  if (!headers) return undefined;
  if (Array.isArray(headers)) return Object.fromEntries(headers);
  if (typeof (headers as Headers).forEach === 'function') {
    const plain: Record<string, string> = {};
    (headers as Headers).forEach((value, name) => (plain[name] = value));
    return plain;
  }
  return headers as Record<string, string>;
}

async function mirageArguments(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<[string, RequestInit]> {
  if (typeof input === 'string' || input instanceof URL) {
    return [String(input), { ...init, headers: plainHeaders(init?.headers) }];
  }
  const hasBody = input.method !== 'GET' && input.method !== 'HEAD';
  const request: RequestInit = {
    method: input.method,
    body: hasBody ? await input.clone().text() : undefined,
    signal: input.signal,
  };
  return [
    input.url,
    { ...request, ...init, headers: plainHeaders(init?.headers ?? input.headers) },
  ];
}

/** Call right after Mirage starts; Mirage's shutdown puts the captured globals back. */
export function installFetchRouter(native: FetchGlobals): void {
  const mirageFetch = globalThis.fetch;
  const realFetch = native.fetch ?? mirageFetch;
  const routed: Fetch = async (input, init) =>
    isMockedUrl(urlOf(input))
      ? mirageFetch(...(await mirageArguments(input, init)))
      : realFetch(input, init);
  Object.assign(globalThis, {
    fetch: routed,
    Headers: native.Headers ?? globalThis.Headers,
    Request: native.Request ?? globalThis.Request,
    Response: native.Response ?? globalThis.Response,
  });
}
