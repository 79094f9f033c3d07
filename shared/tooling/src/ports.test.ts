/** What the bench and the runners ask of ports: taken or not, and a free one of a range. */
import net from 'node:net';
import { freePort, isFree, portTaken, portsInUse } from './ports';

const RANGE = { first: 5190, last: 5199 };

describe('ports', () => {
  let server: net.Server;
  let port: number;

  beforeAll(async () => {
    port = await freePort(RANGE);
    server = net.createServer();
    // Every interface, as a dev server listens: taken for `localhost` and for 127.0.0.1 alike.
    await new Promise<void>((resolve) => server.listen(port, resolve));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('sees a port something listens on as taken, and not free', async () => {
    expect(await portTaken(port)).toBe(true);
    expect(await portTaken(port, '127.0.0.1')).toBe(true);
    expect(await isFree(port)).toBe(false);
  });

  it('lists only the taken ports of a list', async () => {
    const other = await freePort(RANGE);
    expect(await portsInUse([port, other])).toEqual([port]);
  });

  it('finds a free port of a range, never the taken one', async () => {
    const found = await freePort(RANGE);
    expect(found).not.toBe(port);
    expect(found).toBeGreaterThanOrEqual(RANGE.first);
    expect(found).toBeLessThanOrEqual(RANGE.last);
  });
});
