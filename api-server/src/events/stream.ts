/**
 * A viewer's stream, written straight to the connection: the route takes the answer over from
 * Fastify (`reply.hijack`), sends the headers, and the hub writes each event's bytes to the
 * socket's response, without a stream between (a delivery is a few microseconds, and an instance
 * makes 100,000 of them a second at 1,000 streams and 100 writes a second). The stream leaves the
 * hub as soon as the connection closes, whoever closed it: the client going away, the end of the
 * token or its session, the server stopping, or a client too slow to read.
 */
import { EVENT_STREAM_HEADERS, EVENT_STREAM_HEARTBEAT } from '@murmur/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventHub } from './hub';

/**
 * What may wait for a client that does not read (a few thousand events): past it the stream is
 * cut, and the client, once it reconnects, re-reads what it shows. Memory stays bounded.
 */
export const MAX_BACKLOG_BYTES = 256 * 1024;

export interface StreamViewer {
  viewerId: string;
  expiresAt: number;
  sessionId: string;
  client: string;
}

/** Answers the stream; false when the client left while it was being signed in. */
export function openEventStream(
  hub: EventHub,
  request: FastifyRequest,
  reply: FastifyReply,
  viewer: StreamViewer,
): boolean {
  const response = reply.raw;
  if (request.raw.socket.destroyed) return false;
  reply.hijack();
  const opened = Date.now();
  response.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    ...EVENT_STREAM_HEADERS,
  });
  const remove = hub.add({
    ...viewer,
    write(chunk) {
      if (response.writableEnded || response.destroyed) return;
      if (response.writableLength > MAX_BACKLOG_BYTES) response.destroy();
      else response.write(chunk);
    },
    end() {
      if (!response.writableEnded) response.end();
    },
    destroy() {
      response.destroy();
    },
  });
  response.once('close', () => {
    remove();
    request.log.info({ ms: Date.now() - opened }, 'event stream closed');
  });
  // The first bytes, once the stream is in the hub: the client knows it is subscribed.
  response.write(EVENT_STREAM_HEARTBEAT);
  return true;
}
