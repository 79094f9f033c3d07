/**
 * A client of `GET /api/v2/events` as a browser's fetch-based reader would be: the token in the
 * header, the body read as it comes and cut into events by the server-sent events rules (fields
 * per line, a blank line ends an event, a line starting with ":" is a comment).
 */
export interface ReceivedEvent {
  event: string;
  id: string;
  data: Record<string, unknown>;
}

/** Feeds text as it arrives; calls back for each complete event and each comment. */
export function eventStreamParser(
  onEvent: (event: ReceivedEvent) => void,
  onComment: (text: string) => void = () => undefined,
): (chunk: string) => void {
  let buffered = '';
  let fields: Record<string, string> = {};
  const line = (text: string) => {
    if (text === '') {
      if (fields.data !== undefined) {
        onEvent({
          event: fields.event ?? 'message',
          id: fields.id ?? '',
          data: JSON.parse(fields.data) as Record<string, unknown>,
        });
      }
      fields = {};
    } else if (text.startsWith(':')) {
      onComment(text.slice(1).trim());
    } else {
      const colon = text.indexOf(':');
      const name = colon === -1 ? text : text.slice(0, colon);
      const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
      fields[name] =
        name === 'data' && fields.data !== undefined ? `${fields.data}\n${value}` : value;
    }
  };
  return (chunk) => {
    buffered += chunk;
    const lines = buffered.split(/\r\n|\r|\n/);
    buffered = lines.pop() ?? '';
    for (const text of lines) line(text);
  };
}

export interface EventStreamClient {
  status: number;
  headers: Headers;
  events: ReceivedEvent[];
  /** Comment lines received (`ping`), the opening one included. */
  comments: string[];
  /** Resolves with the first `count` events once they have come (fails after `timeoutMs`). */
  take(count: number, timeoutMs?: number): Promise<ReceivedEvent[]>;
  /** Resolves when the server ends the stream (false if the connection broke instead). */
  ended: Promise<boolean>;
  close(): void;
}

export interface Refusal {
  status: number;
  body: { errors?: string[] };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens a stream; a refusal (no stream) is answered as its status and JSON body. */
export async function openEvents(
  origin: string,
  token: string | undefined,
  extraHeaders: Record<string, string> = {},
): Promise<EventStreamClient | Refusal> {
  const abort = new AbortController();
  const headers: Record<string, string> = {
    ...extraHeaders,
    ...(token ? { authorization: token } : {}),
  };
  const response = await fetch(`${origin}/api/v2/events`, { headers, signal: abort.signal });
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
    return { status: response.status, body: (await response.json()) as Refusal['body'] };
  }
  const events: ReceivedEvent[] = [];
  const comments: string[] = [];
  const parse = eventStreamParser(
    (event) => events.push(event),
    (text) => comments.push(text),
  );
  const body = response.body;
  if (!body) throw new Error('An event stream without a body.');
  const ended = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of body) parse(decoder.decode(chunk, { stream: true }));
      return true;
    } catch {
      return false;
    }
  })();
  return {
    status: response.status,
    headers: response.headers,
    events,
    comments,
    ended,
    async take(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (events.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`Got ${events.length} of ${count} events: ${JSON.stringify(events)}`);
        }
        await sleep(20);
      }
      return events.slice(0, count);
    },
    close: () => abort.abort(),
  };
}

export function isStream(opened: EventStreamClient | Refusal): opened is EventStreamClient {
  return 'events' in opened;
}
