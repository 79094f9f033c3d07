/**
 * A static file server that a test controls: it can be stopped and started again, and one path
 * can be made to answer something else (a 404, a broken script), the ways a remote's real host
 * fails. Headers follow the production preview: no-cache except for hashed files, CORS for remotes.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

export interface Answer {
  status: number;
  body: string | Buffer;
  contentType?: string;
}

/** What a path answers instead of its file; given the file's content when there is one. */
export type Override = (file: Buffer | null) => Answer;

export interface StaticSiteOptions {
  root: string;
  port: number;
  /** Unknown paths answer index.html (the shell owns the URL bar). */
  spaFallback?: boolean;
  /** Let other origins (the shell) fetch from here. */
  cors?: boolean;
}

export interface StaticSite {
  readonly origin: string;
  start(): Promise<void>;
  /** Closes the port and drops open connections: the browser sees a server that is gone. */
  stop(): Promise<void>;
  /** Answers `path` (e.g. "/mf-manifest.json") through `override` until it is set to null. */
  override(path: string, override: Override | null): void;
}

async function readFileOrNull(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch {
    return null;
  }
}

export function staticSite({ root, port, spaFallback = false, cors = false }: StaticSiteOptions) {
  const overrides = new Map<string, Override>();

  const fileAt = (pathname: string) => {
    const path = normalize(join(root, decodeURIComponent(pathname)));
    return path.startsWith(root + sep) ? path : null;
  };

  async function answer(request: IncomingMessage): Promise<Answer> {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const path = pathname === '/' ? null : fileAt(pathname);
    const file = path ? await readFileOrNull(path) : null;
    const override = overrides.get(pathname);
    if (override) return override(file);
    if (file && path) {
      return { status: 200, body: file, contentType: CONTENT_TYPES[extname(path)] };
    }
    if (spaFallback || pathname === '/') {
      const index = await readFileOrNull(join(root, 'index.html'));
      if (index) return { status: 200, body: index, contentType: CONTENT_TYPES['.html'] };
    }
    return { status: 404, body: 'Not Found', contentType: 'text/plain' };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const { status, body, contentType } = await answer(request);
    const hashed = (request.url ?? '').startsWith('/static/');
    response.writeHead(status, {
      'Content-Type': contentType ?? 'application/octet-stream',
      'Cache-Control':
        hashed && status === 200 ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(cors ? { 'Access-Control-Allow-Origin': '*' } : {}),
    });
    response.end(body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      response.writeHead(500).end();
    });
  });

  const site: StaticSite = {
    origin: `http://localhost:${port}`,
    start: () =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        // Every interface, IPv4 and IPv6: the browser may resolve localhost to either.
        server.listen(port, () => {
          server.off('error', reject);
          resolve();
        });
      }),
    stop: () =>
      new Promise((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    override(path, override) {
      if (override) overrides.set(path, override);
      else overrides.delete(path);
    },
  };
  return site;
}
