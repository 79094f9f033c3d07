/**
 * Stopping does not wait for a connection that never asked anything. When the server closes,
 * Node ends its idle keep-alive connections, but not one that has sent no request yet (a
 * browser's preconnect, a client stalled before its headers): close() would wait until that
 * client leaves, past the shutdown's grace period (server.ts), and the process would exit as if
 * requests were still running. Such connections are cut as the server starts to close; the
 * requests in flight still finish.
 */
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    const silent = new Set<Socket>();
    app.server.on('connection', (socket: Socket) => {
      silent.add(socket);
      socket.once('close', () => silent.delete(socket));
    });
    app.server.on('request', (request: { socket: Socket }) => silent.delete(request.socket));
    app.addHook('preClose', async () => {
      for (const socket of silent) socket.destroy();
    });
  },
  { name: 'silent-connections' },
);
