/** Ports on this machine: which are taken, and a free one in a range. */
import net from 'node:net';

/** Something already listens there (often a server of a previous run still going). */
export function portTaken(port: number, host = 'localhost'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The ports of `ports` that something already listens on. */
export async function portsInUse(ports: number[]): Promise<number[]> {
  const taken = await Promise.all(ports.map(async (port) => ((await portTaken(port)) ? port : 0)));
  return taken.filter((port) => port !== 0);
}

/** This process could listen on `port` of the loopback address. */
export function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * A free loopback port of the range. Starts at a different place per process, so parallel test
 * files rarely probe the same port.
 */
export async function freePort({ first, last }: { first: number; last: number }): Promise<number> {
  const size = last - first + 1;
  const start = (process.pid * 7 + Date.now()) % size;
  for (let i = 0; i < size; i += 1) {
    const port = first + ((start + i) % size);
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port between ${first} and ${last}.`);
}
