/**
 * Mirage's interceptor for a host without a window (a service worker): instead of pretender,
 * which patches the page's XMLHttpRequest and fetch, the host hands each `Request` it receives to
 * `answer`, which finds the route Mirage registered and turns Mirage's `[status, headers, body]`
 * into a real `Response` once the configured timing has passed since the call arrived.
 *
 * Mirage 0.1.48 accepts any object with this shape as `interceptor` in its server config
 * (`lib/server.js`: `create`, `config`, the verbs, optional `start`, `passthrough`, `shutdown`).
 * Paths are matched with route-recognizer, the same matcher pretender uses, so a route means the
 * same in both hosts.
 */
import RouteRecognizer from 'route-recognizer';
import type { RawRequest } from '../mirage/respond';

type RackResponse = [status: number, headers: Record<string, string>, body: string];
type MirageHandler = (
  request: RawRequest & { url: string; method: string },
) => Promise<RackResponse>;

/** The part of Mirage's server the interceptor calls. */
interface MirageServerLike {
  registerRouteHandler(
    verb: string,
    path: string,
    rawHandler: unknown,
    customizedCode: number | undefined,
    options: { coalesce: boolean; timing: number | undefined },
  ): MirageHandler;
}

interface InterceptorConfig {
  timing?: number;
  namespace?: string;
  urlPrefix?: string;
}

const VERBS = ['get', 'post', 'put', 'delete', 'patch', 'head', 'options'] as const;

const wait = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

const joinPath = (...parts: string[]) =>
  `/${parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;

function headersOf(request: Request): Record<string, string> {
  const plain: Record<string, string> = {};
  request.headers.forEach((value, name) => (plain[name] = value));
  return plain;
}

export class FetchInterceptor {
  namespace = '';
  urlPrefix = '';
  timing = 0;
  passthroughChecks: unknown[] = [];
  private readonly routers = new Map<string, RouteRecognizer>();

  create(server: MirageServerLike & Record<string, unknown>, config: InterceptorConfig): void {
    this.config(config);
    for (const verb of VERBS) {
      const register = (path: string, rawHandler: unknown, customizedCode?: number) => {
        const handler = server.registerRouteHandler(verb, path, rawHandler, customizedCode, {
          coalesce: false,
          timing: undefined,
        });
        const router = this.routers.get(verb) ?? new RouteRecognizer();
        this.routers.set(verb, router);
        router.add([{ path: joinPath(this.namespace, path), handler }]);
      };
      (this as Record<string, unknown>)[verb] = register;
      server[verb] = register;
    }
    server.del = server.delete;
  }

  config(config: InterceptorConfig): void {
    this.timing = config.timing ?? this.timing;
    this.namespace = config.namespace ?? this.namespace;
    this.urlPrefix = config.urlPrefix ?? this.urlPrefix;
  }

  /** Mirage asks which calls go to the network; the host only hands over calls it answers. */
  passthrough(): void {}

  shutdown(): void {
    this.routers.clear();
  }

  /** True when a route of Mirage answers this method and path. */
  matches(method: string, url: URL): boolean {
    return Boolean(this.routers.get(method.toLowerCase())?.recognize(url.pathname)?.length);
  }

  /** The answer of Mirage's route for `request`; undefined when no route matches. */
  async answer(request: Request): Promise<Response | undefined> {
    const url = new URL(request.url);
    const results = this.routers
      .get(request.method.toLowerCase())
      ?.recognize(url.pathname + url.search);
    const match = results?.[0];
    if (!results || !match) return undefined;
    // The delay counts from the call's arrival, as a server's answer time does: the route's own
    // work (IndexedDB in a worker) runs within it, so every answer comes after the timing.
    const delay = wait(this.timing);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const [status, headers, body] = await (match.handler as MirageHandler)({
      url: request.url,
      method: request.method,
      params: match.params as Record<string, string>,
      queryParams: results.queryParams ?? {},
      requestBody: hasBody ? await request.text() : null,
      requestHeaders: headersOf(request),
    });
    await delay;
    const empty = status === 204 || status === 304;
    return new Response(empty ? null : body, { status, headers });
  }
}
