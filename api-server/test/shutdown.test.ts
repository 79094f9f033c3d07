/**
 * SIGTERM stops the server cleanly whatever its clients' connections are doing: a connection
 * that has sent nothing yet, or half a request, does not hold the shutdown until its grace period
 * runs out (server.ts exits 1 then, saying requests were still running).
 */
import net from 'node:net';
import { once } from 'node:events';
import { startServerProcess } from './support/server-process';

jest.setTimeout(120_000);

async function connect(origin: string): Promise<net.Socket> {
  const socket = net.connect(Number(new URL(origin).port), '127.0.0.1');
  socket.on('error', () => undefined);
  await once(socket, 'connect');
  return socket;
}

it('a connection that sent nothing, or half its headers, does not hold a SIGTERM', async () => {
  const server = await startServerProcess();
  const silent = await connect(server.origin);
  const stalled = await connect(server.origin);
  stalled.write('GET /api/health HTTP/1.1\r\nhost: x\r\n');
  try {
    await server.stop();
    expect(server.child.exitCode).toBe(0);
    expect(server.output()).not.toContain('requests still running');
  } finally {
    silent.destroy();
    stalled.destroy();
  }
});
