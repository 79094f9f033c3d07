/**
 * The shell's production build served as `serve` serves it (its serve.json: headers, client-side
 * routes; gzip, as `serve` and the release store's nginx send the remotes' files), its pages
 * drawn (servedShellPage.ts), plus, with an
 * API server, /api passed to it as a deployment's reverse proxy would: one origin for the pages
 * and the API, so no CORS. Used by `npm run serve` (serveShell.ts).
 */
import { createReadStream, existsSync, lstat, readFileSync, statSync, type Stats } from 'node:fs';
import http from 'node:http';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import compression from 'compression';
import handler from 'serve-handler';
import { ServedPages } from './servedShellPage';

export interface ShellServerOptions {
  /** The API server /api goes to; none with the mock on. */
  apiUrl?: string;
  /** The build folder each remote origin serves, where its manifest is read for the hints. */
  buildOfOrigin: ReadonlyMap<string, string>;
  /** False: the page as built, without hints. */
  hints?: boolean;
}

/**
 * Files as read once, by path and modification time: each answer is one write, not a stream of
 * 64 kB reads, each waiting its turn on a busy machine (the mock's worker, 250 kB, came slowest).
 */
const fileCache = new Map<string, { mtimeMs: number; bytes: Buffer }>();

function cachedFile(path: string, stats: Stats): Buffer {
  const cached = fileCache.get(path);
  if (cached && cached.mtimeMs === stats.mtimeMs) return cached.bytes;
  const bytes = readFileSync(path);
  fileCache.set(path, { mtimeMs: stats.mtimeMs, bytes });
  return bytes;
}

const MB = 1024 * 1024;

/** serve-handler's file access, with the page answered from `page()` instead of the disk. */
function withPage(pagePath: string, page: () => string) {
  let body: Buffer | null = null;
  const content = () => (body ??= Buffer.from(page()));
  const statsOf = new Map<string, Stats>();
  const bytesOf = (path: string) => {
    if (path === pagePath) return content();
    const stats = statsOf.get(path);
    return stats && stats.size < MB ? cachedFile(path, stats) : null;
  };
  return {
    lstat: (path: string) =>
      new Promise<Stats>((resolve, reject) =>
        lstat(path, (error, stats) => {
          if (error) return reject(error);
          if (path === pagePath) Object.assign(stats, { size: content().length });
          statsOf.set(path, stats);
          resolve(stats);
        }),
      ),
    createReadStream: (path: string, options?: { start?: number; end?: number }) => {
      const bytes = bytesOf(path);
      return bytes
        ? Readable.from([bytes.subarray(options?.start ?? 0, (options?.end ?? Infinity) + 1)])
        : createReadStream(path, options);
    },
  };
}

/** /api passed to the API server, as a deployment's reverse proxy would. */
function passToApi(api: URL, request: http.IncomingMessage, response: http.ServerResponse) {
  const upstream = http.request(
    {
      hostname: api.hostname,
      port: api.port,
      path: request.url,
      method: request.method,
      // The page's own Host, as the release store's nginx passes it (`proxy_set_header Host
      // $host`): the API server checks a report's Origin against it (telemetry).
      headers: { ...request.headers },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  // A page that leaves (a closed tab's event stream) ends its request upstream too.
  response.on('close', () => upstream.destroy());
  upstream.on('error', () => {
    if (response.headersSent) return response.destroy();
    response.writeHead(502, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ errors: ['The API server does not answer.'] }));
  });
  request.pipe(upstream);
}

export function serveShell(
  dist: string,
  port: number,
  { apiUrl, buildOfOrigin, hints = true }: ShellServerOptions,
): http.Server {
  const config = JSON.parse(readFileSync(join(dist, 'serve.json'), 'utf8')) as object;
  const api = apiUrl ? new URL(apiUrl) : null;
  const pagePath = resolve(dist, 'index.html');
  const pages = new ServedPages(dist, buildOfOrigin);
  /** A file of the build is served as it is; any other path is a page of the shell. */
  const isFile = (pathname: string) => {
    const path = resolve(dist, `.${decodeURIComponent(pathname)}`);
    return path.startsWith(`${resolve(dist)}/`) && existsSync(path) && statSync(path).isFile();
  };

  // Compressible answers gzipped for a client that accepts it (what `serve` uses for the remotes).
  const compress = compression();
  const server = http.createServer((request, response) => {
    if (api && (request.url === '/api' || request.url?.startsWith('/api/'))) {
      passToApi(api, request, response);
      return;
    }
    const { pathname, search } = new URL(request.url ?? '/', 'http://shell');
    const serve = (page: () => string) =>
      compress(request as never, response as never, () => {
        void handler(request, response, { ...config, public: dist }, withPage(pagePath, page));
      });
    if (!hints || isFile(pathname)) return serve(() => readFileSync(pagePath, 'utf8'));
    pages.answer(pathname, request.headers.cookie).then(
      (answer) => {
        if ('redirect' in answer) {
          response.writeHead(302, {
            location: `${answer.redirect}${search}`,
            'cache-control': 'no-cache',
          });
          response.end();
        } else serve(() => answer.page);
      },
      (error: unknown) => {
        console.error(`The page of ${pathname} could not be written.`, error);
        serve(() => readFileSync(pagePath, 'utf8'));
      },
    );
  });
  server.listen(port);
  return server;
}
