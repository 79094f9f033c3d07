/**
 * The dashboard's page: the files of `dist/` as they are (the hashed ones under `static/` kept
 * for a year, the others asked again each time), and for any other path the page itself (one
 * page, no routes of its own). @fastify/static serves them and keeps every path inside dist/.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';

const CONTENT_SECURITY_POLICY =
  "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'";

function answerPage(reply: FastifyReply, pageDir: string) {
  if (!existsSync(join(pageDir, 'index.html'))) {
    return reply
      .code(503)
      .type('text/plain; charset=utf-8')
      .send('The dashboard’s page is not built: npm run build -w @murmur/release-dashboard');
  }
  return reply.code(200).sendFile('index.html');
}

export async function pageFiles(page: FastifyInstance, { pageDir }: { pageDir: string }) {
  const hashed = join(pageDir, 'static') + sep;
  await page.register(fastifyStatic, {
    root: pageDir,
    // Its cache headers are set below, by where the file is.
    cacheControl: false,
    setHeaders(response, path) {
      const cache = path.startsWith(hashed) ? 'public, max-age=31536000, immutable' : 'no-cache';
      response.setHeader('cache-control', cache);
      response.setHeader('x-content-type-options', 'nosniff');
      response.setHeader('content-security-policy', CONTENT_SECURITY_POLICY);
    },
  });
  page.setNotFoundHandler((_request, reply) => answerPage(reply, pageDir));
  page.setErrorHandler((error: FastifyError, _request, reply) => {
    // @fastify/send refuses a path that leaves dist/ (403) or that it cannot decode (400): such a
    // path names none of the page's files, so it is answered the page, as any other path is.
    if (error.statusCode === 400 || error.statusCode === 403) return answerPage(reply, pageDir);
    throw error;
  });
}
