/**
 * The benchmark's readers of live events, in a process of their own (so that reading a thousand
 * streams never delays the writer's clock): opened by `readerProcess.ts` through IPC, they open the
 * streams, note when each bench post's `post.created` arrives on each stream (the machine's
 * clock, `timeOrigin + now`, as the writer's), and report.
 *
 * Each stream is read as a lean client would: one socket, events cut at blank lines, the post id
 * taken from the data line without parsing the JSON (the tests check the full form).
 */
import http from 'node:http';
import { createHash } from 'node:crypto';

export type ReaderCommand =
  | { type: 'open'; origin: string; tokens: string[]; count: number }
  | { type: 'count' }
  | { type: 'report' }
  | { type: 'close' };

export type ReaderMessage =
  | { type: 'opened'; count: number }
  | { type: 'count'; received: number }
  | { type: 'report'; arrivals: [string, number[]][]; orders: string[] }
  | { type: 'closed' };

const POST_CREATED = 'event: post.created\n';
const POST_ID = '"postId":"';

interface Stream {
  ids: string[];
  request: http.ClientRequest;
}

const arrivals = new Map<string, number[]>();
const streams: Stream[] = [];
let received = 0;

const now = () => performance.timeOrigin + performance.now();

function read(stream: Stream, onOpened: () => void) {
  let rest = '';
  let opened = false;
  return (chunk: string) => {
    const text = rest + chunk;
    let from = 0;
    for (let end = text.indexOf('\n\n', from); end !== -1; end = text.indexOf('\n\n', from)) {
      if (text.startsWith(POST_CREATED, from)) {
        const start = text.indexOf(POST_ID, from) + POST_ID.length;
        const postId = text.slice(start, text.indexOf('"', start));
        stream.ids.push(postId);
        received += 1;
        const times = arrivals.get(postId);
        if (times) times.push(now());
        else arrivals.set(postId, [now()]);
      } else if (!opened && text.startsWith(':', from)) {
        opened = true;
        onOpened();
      }
      from = end + 2;
    }
    rest = text.slice(from);
  };
}

function open(origin: string, token: string): Promise<void> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.get(
      { hostname, port, path: '/api/v2/events', headers: { authorization: token }, agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`stream refused: ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        response.on('data', read(stream, resolve));
      },
    );
    const stream: Stream = { ids: [], request };
    streams.push(stream);
    // Once open, an error is the stream's end (closed here, or by the server).
    request.on('error', reject);
  });
}

async function openAll(origin: string, tokens: string[], count: number) {
  for (let start = 0; start < count; start += 50) {
    const batch = Array.from({ length: Math.min(50, count - start) }, (_, i) =>
      open(origin, tokens[(start + i) % tokens.length] as string),
    );
    await Promise.all(batch);
  }
}

const send = (message: ReaderMessage) => process.send?.(message);

process.on('message', (command: ReaderCommand) => {
  if (command.type === 'open') {
    openAll(command.origin, command.tokens, command.count).then(
      () => send({ type: 'opened', count: streams.length }),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  } else if (command.type === 'count') {
    send({ type: 'count', received });
  } else if (command.type === 'report') {
    send({
      type: 'report',
      arrivals: [...arrivals],
      orders: streams.map((stream) => createHash('sha1').update(stream.ids.join()).digest('hex')),
    });
  } else {
    for (const stream of streams.splice(0)) stream.request.destroy();
    arrivals.clear();
    received = 0;
    send({ type: 'closed' });
  }
});
