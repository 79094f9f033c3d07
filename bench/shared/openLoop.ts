/**
 * Requests on a fixed schedule, open loop: the i-th leaves at start + i / rate whether the ones
 * before were answered or not, as real clients' requests do. autocannon, which the benches use
 * for their closed-loop runs, has no such mode: its rate lets each connection send its share at
 * the start of every second and then waits for the answers, so a slow answer delays the next
 * request and the latencies leave out the queue it would have met (coordinated omission).
 */
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Calls `send(i)` for i = 0 … total − 1 at `perSecond`; resolves once every call has settled,
 * with the rate the schedule achieved (a busy machine's slip shows there).
 */
export async function openLoop(
  total: number,
  perSecond: number,
  send: (index: number) => Promise<void>,
): Promise<{ sentPerSecond: number }> {
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i += 1) {
    const wait = start + (i * 1000) / perSecond - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(send(i));
  }
  const sentPerSecond = Math.round(total / ((performance.now() - start) / 1000));
  await Promise.all(pending);
  return { sentPerSecond };
}
