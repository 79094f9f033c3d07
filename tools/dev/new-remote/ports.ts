/**
 * A new remote's port pair: its dev server's (`npm start`) and its production preview's
 * (`npm run serve`), a thousand apart as the other apps' are (3002 and 4002 for the feed).
 */
import { GeneratorRefusal } from './options';

const SERVE_OFFSET = 1000;
const FIRST_DEV_PORT = 3001;

export interface PortPair {
  devPort: number;
  servePort: number;
}

const pairAt = (devPort: number): PortPair => ({ devPort, servePort: devPort + SERVE_OFFSET });

const isFree = (taken: ReadonlySet<number>, pair: PortPair) =>
  !taken.has(pair.devPort) && !taken.has(pair.servePort);

/** The pair asked for (`--port`), or the lowest pair no app or tool of the repository uses. */
export function pickPorts(taken: ReadonlySet<number>, requested?: number): PortPair {
  if (requested !== undefined) {
    const pair = pairAt(requested);
    if (!isFree(taken, pair)) {
      throw new GeneratorRefusal(
        `--port ${requested}: ${pair.devPort} or ${pair.servePort} is already an app's port.`,
      );
    }
    return pair;
  }
  let devPort = FIRST_DEV_PORT;
  while (!isFree(taken, pairAt(devPort))) devPort += 1;
  return pairAt(devPort);
}
