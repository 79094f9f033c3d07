/**
 * The dashboard's local server, on Fastify: its page (the built files of `dist/`, pageFiles.ts)
 * and a JSON API over the store and the API server (apiRoutes.ts). It listens on the loopback
 * address only, answers only requests addressed to itself and refuses in the dashboard's words
 * (refusals.ts), and changes nothing unless asked by its own page.
 */
import Fastify from 'fastify';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiRoutes, type ApiOptions } from './apiRoutes';
import { pageFiles } from './pageFiles';
import { answerError, installRefusals } from './refusals';

export interface DashboardOptions extends ApiOptions {
  port: number;
  /** The built page (`dist/`). */
  pageDir: string;
}

export interface RunningDashboard {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** An action's body is a few hundred bytes: anything far larger is no action. */
const BODY_LIMIT = 16 * 1024;

export async function startDashboard(options: DashboardOptions): Promise<RunningDashboard> {
  // Closing ends open connections too (a page's keep-alive would hold Ctrl+C and a test's end).
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    forceCloseConnections: true,
    frameworkErrors: answerError,
  });
  installRefusals(app);
  await app.register(apiRoutes, { prefix: '/api', ...options });
  await app.register(pageFiles, { pageDir: options.pageDir });
  await app.listen({ host: '127.0.0.1', port: options.port });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://localhost:${port}/`, server: app.server, close: () => app.close() };
}
