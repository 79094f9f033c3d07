/**
 * The channel from `npm start -- --dev=<remotes>` to the pages of the product: server-sent
 * events saying that the apps served from development builds are being rebuilt, were rebuilt
 * (the page reloads: shared/build/hot/followDevBuilds.js) or failed to build. The built shell
 * connects from :3000, hence the CORS header.
 */
import http from 'node:http';

export interface DevBuildEvents {
  send(event: 'rebuilding' | 'rebuilt' | 'failed', data: object): void;
  close(): Promise<void>;
}

// Comments keep idle connections open through anything that closes quiet ones.
const KEEP_ALIVE_MS = 15_000;

export function startDevBuildEvents(port: number): Promise<DevBuildEvents> {
  const pages = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    if (request.url !== '/events') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache',
      'Access-Control-Allow-Origin': '*',
    });
    response.write(': following the development builds\n\n');
    pages.add(response);
    request.once('close', () => pages.delete(response));
  });
  const keepAlive = setInterval(() => {
    for (const page of pages) page.write(': still here\n\n');
  }, KEEP_ALIVE_MS);
  keepAlive.unref();

  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Already in use: port ${port}. Is another Murmur still running? Stop it first.`,
            )
          : error,
      ),
    );
    server.listen(port, () =>
      resolve({
        send(event, data) {
          const message = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
          for (const page of pages) page.write(message);
        },
        close() {
          clearInterval(keepAlive);
          for (const page of pages) page.end();
          return new Promise((done) => server.close(() => done()));
        },
      }),
    );
  });
}
