/**
 * A viewer's stream as the body of a Fastify answer: the hub writes into it, Fastify pipes it to
 * the connection (so its hooks, headers and log apply as to any answer). The stream leaves the
 * hub as soon as the connection closes, whoever closed it: the client going away, the end of the
 * token, the server stopping, or a client too slow to read.
 */
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventHub, LiveStream } from './hub';
import { HEARTBEAT } from './sse';

/**
 * What may wait for a client that does not read (a few thousand events): past it the stream is
 * cut, and the client, once it reconnects, re-reads what it shows. Memory stays bounded.
 */
export const MAX_BACKLOG_BYTES = 256 * 1024;

export interface StreamViewer {
  viewerId: string;
  expiresAt: number;
}

/** The body to send, or undefined when the client left while it was being signed in. */
export function openEventStream(
  hub: EventHub,
  request: FastifyRequest,
  reply: FastifyReply,
  viewer: StreamViewer,
): Readable | undefined {
  if (request.raw.socket.destroyed) return undefined;
  const body = new Readable({ read() {} });
  let ended = false;
  const stream: LiveStream = {
    ...viewer,
    write(text) {
      if (ended || body.destroyed) return;
      if (body.readableLength > MAX_BACKLOG_BYTES) body.destroy();
      else body.push(text);
    },
    end() {
      if (ended) return;
      ended = true;
      body.push(null);
    },
    destroy() {
      body.destroy();
    },
  };
  reply.raw.once('close', hub.add(stream));
  // The first bytes send the headers at once: the client knows it is subscribed.
  body.push(HEARTBEAT);
  return body;
}
