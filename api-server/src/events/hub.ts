/**
 * One instance's open event streams, and the fan-out to them. Every notification the instance
 * receives (in the order its database delivers them: commit order) is numbered, formatted and
 * encoded once, and written to each stream whose viewer may see it: a stream gets a write's events
 * in the order the write announced them, and writes in the order they committed.
 *
 * Ids grow per instance (1, 2, 3… since it started), the same for every stream of the instance; a
 * stream skips the ids of events its viewer may not see. They order a stream's events and mean
 * nothing across instances, so a reconnecting client is not replayed what it missed (no
 * Last-Event-ID): it re-reads its lists instead.
 */
import { EVENT_STREAM_HEARTBEAT, audienceOf, eventFrame, type LiveEvent } from '@murmur/contract';

export interface LiveStream {
  /** The signed-in viewer: the audience of the events only one person may see. */
  readonly viewerId: string;
  /** When the viewer's token expires (ms since 1970): the stream ends at the next heartbeat. */
  readonly expiresAt: number;
  /** The session the stream was opened with: it ends when the session does. */
  readonly sessionId: string;
  /** The address prefix it was opened from (security/address-prefix.ts). */
  readonly client: string;
  write(chunk: Buffer): void;
  /** Ends the stream after what was written; `destroy` cuts it. */
  end(): void;
  destroy(): void;
}

export interface EventHub {
  /** False while the instance is not listening to the database (new streams are refused). */
  listening: boolean;
  readonly size: number;
  /** How many streams one viewer has open on this instance. */
  countOf(viewerId: string): number;
  /** How many streams one address prefix has open on this instance, whoever signed in. */
  countOfClient(client: string): number;
  /** Adds a stream; the answer removes it (call it when the stream closes, for any reason). */
  add(stream: LiveStream): () => void;
  deliver(events: readonly LiveEvent[]): void;
  /** The sessions the open streams were opened with, each once. */
  sessionIds(): string[];
  /** Ends the open streams `ended` picks (their session is over). */
  endStreams(ended: (stream: LiveStream) => boolean): void;
  /**
   * Ends every stream open now (not those added meanwhile, once the instance listens again);
   * those still open after `graceMs` are cut. Resolves when they are all gone.
   */
  closeAll(graceMs: number): Promise<void>;
}

interface Frame {
  audience: string | undefined;
  text: string;
}

const PING = Buffer.from(EVENT_STREAM_HEARTBEAT);

/** One fewer under `key`; a key at none is forgotten. */
function lower(counts: Map<string, number>, key: string): void {
  const left = (counts.get(key) ?? 1) - 1;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
}

export function createEventHub({ heartbeatMs }: { heartbeatMs: number }): EventHub {
  const streams = new Set<LiveStream>();
  const perViewer = new Map<string, number>();
  const perClient = new Map<string, number>();
  /** The streams each `closeAll` still waits for, and what to call once none is left. */
  const closings = new Set<{ waiting: Set<LiveStream>; done: () => void }>();
  let lastId = 0;
  let heartbeat: NodeJS.Timeout | undefined;

  const beat = () => {
    const now = Date.now();
    for (const stream of streams) {
      if (stream.expiresAt <= now) stream.end();
      else stream.write(PING);
    }
  };

  const remove = (stream: LiveStream) => {
    if (!streams.delete(stream)) return;
    lower(perViewer, stream.viewerId);
    lower(perClient, stream.client);
    for (const closing of closings) {
      closing.waiting.delete(stream);
      if (closing.waiting.size > 0) continue;
      closings.delete(closing);
      closing.done();
    }
    if (streams.size > 0) return;
    clearInterval(heartbeat);
    heartbeat = undefined;
  };

  const framesFor = (frames: readonly Frame[], viewerId: string) =>
    frames
      .filter((frame) => frame.audience === undefined || frame.audience === viewerId)
      .map((frame) => frame.text)
      .join('');
  const bytes = (text: string) => (text === '' ? undefined : Buffer.from(text));

  /**
   * Writes what arrived since the last flush. Notifications that arrive together (the instance
   * was busy, or a burst) leave in one write per stream: fewer, larger writes exactly when the
   * instance is behind, and no wait when it is not.
   */
  let pending: Frame[] = [];
  let flushing = false;
  const flush = () => {
    const frames = pending;
    pending = [];
    flushing = false;
    // The common case, events everyone may see: encoded once, the same bytes for every stream.
    const forEveryone = frames.every((frame) => frame.audience === undefined)
      ? bytes(frames.map((frame) => frame.text).join(''))
      : undefined;
    for (const stream of streams) {
      const chunk = forEveryone ?? bytes(framesFor(frames, stream.viewerId));
      if (chunk) stream.write(chunk);
    }
  };

  return {
    listening: false,
    get size() {
      return streams.size;
    },

    countOf(viewerId) {
      return perViewer.get(viewerId) ?? 0;
    },

    countOfClient(client) {
      return perClient.get(client) ?? 0;
    },

    add(stream) {
      if (streams.has(stream)) return () => remove(stream);
      streams.add(stream);
      perViewer.set(stream.viewerId, (perViewer.get(stream.viewerId) ?? 0) + 1);
      perClient.set(stream.client, (perClient.get(stream.client) ?? 0) + 1);
      if (!heartbeat) {
        heartbeat = setInterval(beat, heartbeatMs);
        heartbeat.unref();
      }
      return () => remove(stream);
    },

    deliver(events) {
      for (const event of events) {
        lastId += 1;
        pending.push({ audience: audienceOf(event), text: eventFrame(event, lastId) });
      }
      if (pending.length > 0 && !flushing) {
        flushing = true;
        setImmediate(flush);
      }
    },

    sessionIds() {
      return [...new Set([...streams].map((stream) => stream.sessionId))];
    },

    endStreams(ended) {
      for (const stream of [...streams]) if (ended(stream)) stream.end();
    },

    async closeAll(graceMs) {
      if (streams.size === 0) return;
      const waiting = new Set(streams);
      const gone = new Promise<void>((done) => closings.add({ waiting, done }));
      for (const stream of waiting) stream.end();
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), graceMs);
      });
      if ((await Promise.race([gone, late])) === 'late') {
        for (const stream of [...waiting]) {
          stream.destroy();
          remove(stream);
        }
      }
      clearTimeout(timer);
    },
  };
}
