/**
 * The shell's production build served as `serve` serves it (its serve.json: headers, client-side
 * routes) plus /api passed to the API server, as a deployment's reverse proxy would: one origin
 * for the pages and the API, so no CORS. Used by `npm run serve -- --api=server`.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import handler from 'serve-handler';

export function serveWithApi(dist: string, port: number, apiUrl: string): http.Server {
  const config = JSON.parse(readFileSync(join(dist, 'serve.json'), 'utf8')) as object;
  const api = new URL(apiUrl);

  const server = http.createServer((request, response) => {
    if (request.url === '/api' || request.url?.startsWith('/api/')) {
      const upstream = http.request(
        {
          hostname: api.hostname,
          port: api.port,
          path: request.url,
          method: request.method,
          headers: { ...request.headers, host: api.host },
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
      return;
    }
    void handler(request, response, { ...config, public: dist });
  });
  server.listen(port);
  return server;
}
