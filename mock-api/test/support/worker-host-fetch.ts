/**
 * The suite's `fetch`, answered by the worker host (src/worker/worker-host.ts) as a page's calls
 * are answered by the service worker: real Requests in, real Responses out. The suite's helper
 * resets the data before every test with `POST /api/testing/reset`, as on the API server.
 */
import { startWorkerHost } from '../../src/worker/worker-host';

const ORIGIN = 'http://localhost';
const host = startWorkerHost({ timing: 0, environment: 'test', origin: ORIGIN });

globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(new URL(String(input), ORIGIN), init);
  if (new URL(request.url).pathname === '/api/testing/reset') {
    await host.reset();
    return new Response(null, { status: 204 });
  }
  const answer = host.handle(request);
  if (!answer) throw new Error(`Not the mock's to answer: ${request.url}`);
  return answer;
}) as typeof fetch;

globalThis.__MURMUR_API_SERVER__ = { origin: ORIGIN, target: 'worker host' };
