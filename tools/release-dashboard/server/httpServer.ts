/**
 * The dashboard's local server: its page (the built files of `dist/`) and a JSON API over the
 * store and the API server. It listens on the loopback address only, and since any web page the
 * operator has open may send requests to localhost, it answers only requests addressed to
 * itself (the Host header: no DNS rebinding), and changes nothing unless asked by its own page
 * (a POST from its own origin, as JSON: a cross-site form cannot send one).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ACTIONS,
  HEALTH_WINDOWS,
  type ActionName,
  type ActionRequest,
  type HealthWindow,
} from '../api/dashboardApi';
import { runAction } from './actions';
import { readHealth, type HealthSource } from './healthReader';
import { servePageFile } from './pageFiles';
import { RELEASE_APPS, type ReleaseContext } from '@murmur/releases';
import { readReleases } from './storeState';

export interface DashboardOptions {
  port: number;
  /** The built page (`dist/`). */
  pageDir: string;
  context: ReleaseContext;
  health: HealthSource;
}

export interface RunningDashboard {
  url: string;
  server: Server;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 16 * 1024;

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

const refuse = (response: ServerResponse, status: number, message: string) =>
  sendJson(response, status, { error: message });

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > MAX_BODY_BYTES) reject(new Error('The request body is too large.'));
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

/** The names this server answers to: its own host and port, nothing else. */
const ownHosts = (port: number) => [`localhost:${port}`, `127.0.0.1:${port}`];

async function answerAction(
  name: string,
  request: IncomingMessage,
  response: ServerResponse,
  options: DashboardOptions,
  port: number,
) {
  const origin = request.headers.origin ?? '';
  if (!ownHosts(port).some((host) => origin === `http://${host}`)) {
    return refuse(response, 403, 'Only the dashboard’s own page may ask for a change.');
  }
  if (!request.headers['content-type']?.startsWith('application/json')) {
    return refuse(response, 415, 'An action is asked as JSON.');
  }
  if (!(ACTIONS as readonly string[]).includes(name)) {
    return refuse(response, 404, `There is no action "${name}".`);
  }
  let asked: ActionRequest;
  try {
    asked = JSON.parse(await readBody(request)) as ActionRequest;
  } catch {
    return refuse(response, 400, 'The action’s body is not JSON.');
  }
  if (typeof asked?.app !== 'string' || typeof asked.expected !== 'object') {
    return refuse(response, 400, 'An action names its app and the pointer it was confirmed on.');
  }
  sendJson(response, 200, await runAction(name as ActionName, asked, options.context));
}

async function answer(
  request: IncomingMessage,
  response: ServerResponse,
  options: DashboardOptions,
  port: number,
) {
  if (!ownHosts(port).includes(request.headers.host ?? '')) {
    return refuse(response, 421, 'This server answers only at its own address.');
  }
  const url = new URL(request.url ?? '/', `http://localhost:${port}`);
  const action = /^\/api\/actions\/([a-z-]+)$/.exec(url.pathname);
  if (request.method === 'POST' && action) {
    return answerAction(action[1]!, request, response, options, port);
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return refuse(response, 405, 'Only GET, and POST for an action.');
  }
  if (url.pathname === '/api/releases')
    return sendJson(response, 200, readReleases(options.context));
  if (url.pathname === '/api/health') {
    const asked = url.searchParams.get('window') ?? '24h';
    const window = HEALTH_WINDOWS.find((entry) => entry.window === asked)?.window;
    if (!window) return refuse(response, 400, `There is no window "${asked}".`);
    return sendJson(
      response,
      200,
      await readHealth(options.health, RELEASE_APPS, window as HealthWindow),
    );
  }
  if (url.pathname.startsWith('/api/')) return refuse(response, 404, 'No such call.');
  servePageFile(options.pageDir, url.pathname, response);
}

export function startDashboard(options: DashboardOptions): Promise<RunningDashboard> {
  let port = options.port;
  const server = createServer((request, response) => {
    answer(request, response, options, port).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) refuse(response, 500, String((error as Error).message ?? error));
      else response.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      port = (server.address() as AddressInfo).port;
      resolve({
        url: `http://localhost:${port}/`,
        server,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
