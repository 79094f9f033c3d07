/** A free loopback port in our range (5100–5199 for servers, 5432–5440 for PostgreSQL). */
import net from 'node:net';

export function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Starts at a different place per process, so parallel test files rarely probe the same port. */
export async function freePort({ first, last }: { first: number; last: number }): Promise<number> {
  const size = last - first + 1;
  const start = (process.pid * 7 + Date.now()) % size;
  for (let i = 0; i < size; i += 1) {
    const port = first + ((start + i) % size);
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port between ${first} and ${last}.`);
}
