/**
 * Live events as `app.liveEvents`: this instance's open streams, fed by one LISTEN on the
 * database every instance shares (so a write on any instance reaches the streams of all).
 *
 * If that LISTEN connection is lost (it ends, errs, or stops echoing what it notifies itself), the
 * events notified meanwhile never arrive here: the open streams are ended, so their clients
 * reconnect (after a random pause, so they do not all come back at once) and re-read what they show, and new streams are
 * refused (503) until the instance listens again (tried at once, then after 1, 2, 4… up to 30
 * seconds). On stop, the streams end first (before the server waits for open connections), then
 * the LISTEN connection is released, then the database closes.
 */
import fp from 'fastify-plugin';
import type { StopListening } from '../../db/notifications';
import { createEventHub, type EventHub } from '../../events/hub';
import { LIVE_EVENTS_CHANNEL, decodeEvents } from '../../events/payload';

declare module 'fastify' {
  interface FastifyInstance {
    liveEvents: EventHub;
    /** How many streams a viewer, an address prefix, and this instance in all may have open. */
    liveEventLimits: { perUser: number; perClient: number; perInstance: number };
  }
}

export interface LiveEventsOptions {
  /** How often a comment line goes down every stream; 15 s by default. */
  heartbeatMs?: number;
  /** Open streams allowed per signed-in user and per address prefix (429 past either) and per instance (503). */
  streamsPerUser?: number;
  streamsPerClient?: number;
  streamsPerInstance?: number;
}

export const HEARTBEAT_MS = 15_000;
/** How long open streams get to end on stop before they are cut. */
const CLOSE_GRACE_MS = 2_000;
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

export default fp<LiveEventsOptions>(async (app, options) => {
  const hub = createEventHub({ heartbeatMs: options.heartbeatMs ?? HEARTBEAT_MS });
  app.decorate('liveEvents', hub);
  app.decorate('liveEventLimits', {
    perUser: options.streamsPerUser ?? 10,
    perClient: options.streamsPerClient ?? 100,
    perInstance: options.streamsPerInstance ?? 5_000,
  });

  let stopListening: StopListening | undefined;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;

  const onPayload = (payload: string) => {
    try {
      hub.deliver(decodeEvents(payload));
    } catch (error) {
      app.log.error({ err: error }, 'live events: a notification that is not events');
    }
  };

  const listen = async () => {
    const stop = await app.notifications.listen(LIVE_EVENTS_CHANNEL, onPayload, onLost);
    if (closing) return stop();
    stopListening = stop;
    hub.listening = true;
  };

  const listenAgain = (delayMs: number) => {
    retry = setTimeout(() => {
      if (closing) return;
      listen().then(
        () => app.log.info('live events: listening again'),
        (error: unknown) => {
          const next = Math.min(Math.max(delayMs * 2, RETRY_FIRST_MS), RETRY_MAX_MS);
          app.log.warn({ err: error, retryMs: next }, 'live events: cannot listen yet');
          listenAgain(next);
        },
      );
    }, delayMs);
    retry.unref();
  };

  function onLost(error: Error) {
    hub.listening = false;
    stopListening = undefined;
    if (closing) return;
    app.log.error({ err: error }, 'live events: the LISTEN connection was lost; streams ended');
    void hub.closeAll(CLOSE_GRACE_MS);
    listenAgain(0);
  }

  await listen();

  app.addHook('preClose', async () => {
    closing = true;
    clearTimeout(retry);
    await hub.closeAll(CLOSE_GRACE_MS);
  });
  app.addHook('onClose', async () => {
    hub.listening = false;
    await stopListening?.();
  });
});
