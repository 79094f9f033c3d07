/**
 * @jest-environment ./mock-api/test/support/worker-host-environment.ts
 */
/**
 * The worker host as a page's fetch meets it: real Responses with the API server's status codes
 * and headers after the configured delay, only same-origin `/api` calls, and the event stream in
 * the server's framing and audience rules.
 */
import { SEED_USERNAMES, SEED_USERS, SEED_USER_IDS } from '@murmur/contract';
import { startWorkerHost, type WorkerHost } from '../src/worker/worker-host';
import { EVENT_STREAM_HEADERS, EVENT_STREAM_HEARTBEAT as HEARTBEAT } from '@murmur/contract';

const ORIGIN = 'http://localhost:3000';
let host: WorkerHost;

beforeEach(() => {
  host = startWorkerHost({ timing: 0, environment: 'test', origin: ORIGIN });
});
afterEach(() => host.close());

function call(path: string, init: RequestInit = {}): Promise<Response> {
  const answer = host.handle(new Request(`${ORIGIN}${path}`, init));
  if (!answer) throw new Error(`${path} was not answered`);
  return answer;
}

async function login(key: keyof typeof SEED_USERNAMES): Promise<string> {
  const { username, password } = SEED_USERS.find((user) => user.username === SEED_USERNAMES[key])!;
  const response = await call('/api/v2/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return ((await response.json()) as { token: string }).token;
}

const guest = () => login('guest');
const theo = () => login('theo');

/** Reads what the stream has sent so far (the next chunk, or '' after `ms`). */
async function nextChunk(reader: ReadableStreamDefaultReader<Uint8Array>, ms = 500) {
  const timeout = new Promise<string>((resolve) => setTimeout(() => resolve(''), ms));
  const chunk = reader.read().then(({ value }) => new TextDecoder().decode(value));
  return Promise.race([chunk, timeout]);
}

describe('answers', () => {
  it('opens its data before the first call when warmed up, which then reads it', async () => {
    await expect(host.warmUp()).resolves.toBeUndefined();
    const response = await call('/api/v2/posts/post-1');
    expect(response.status).toBe(200);
  });

  it('answers same-origin /api calls with a JSON Response and its status', async () => {
    const response = await call('/api/v2/posts/post-1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toMatchObject({ post: { id: 'post-1' } });

    const missing = await call('/api/v2/posts/no-such-post');
    expect(missing.status).toBe(404);
  });

  it('leaves other origins and paths to the network', () => {
    expect(host.handle(new Request('http://elsewhere.test/api/posts'))).toBeUndefined();
    expect(host.handle(new Request(`${ORIGIN}/remotes.json`))).toBeUndefined();
    expect(host.handle(new Request(`${ORIGIN}/apiary`))).toBeUndefined();
  });

  it('answers after its delay', async () => {
    host.close();
    host = startWorkerHost({ timing: 120, environment: 'development', origin: ORIGIN });
    const started = Date.now();
    const response = await call('/api/v2/posts/post-1');
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
  });
});

describe('the event stream', () => {
  it('refuses a caller without a token, as every signed-in call', async () => {
    const response = await call('/api/v2/events');
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await response.json()).toMatchObject({ errors: [expect.any(String)] });
  });

  it("sends the server's headers, a first heartbeat, then each write's events framed", async () => {
    const token = await guest();
    const stream = await call('/api/v2/events', { headers: { authorization: token } });
    expect(stream.status).toBe(200);
    for (const [name, value] of Object.entries(EVENT_STREAM_HEADERS)) {
      expect(stream.headers.get(name)).toBe(value);
    }
    const reader = stream.body!.getReader();
    expect(await nextChunk(reader)).toBe(HEARTBEAT);

    await call('/api/v2/posts/post-1/like', {
      method: 'POST',
      headers: { authorization: await theo() },
    });
    const frame = await nextChunk(reader);
    expect(frame).toMatch(/^event: post\.counted\nid: 1\ndata: \{.*\}\n\n$/);
    expect(JSON.parse(frame.split('data: ')[1]!)).toMatchObject({
      type: 'post.counted',
      postId: 'post-1',
    });
    await reader.cancel();
  });

  it('sends a follow only to the person followed', async () => {
    const guestStream = await call('/api/v2/events', { headers: { authorization: await guest() } });
    const theoToken = await theo();
    const theoStream = await call('/api/v2/events', { headers: { authorization: theoToken } });
    const guestReader = guestStream.body!.getReader();
    const theoReader = theoStream.body!.getReader();
    await nextChunk(guestReader);
    await nextChunk(theoReader);

    const guestToken = await guest();
    // The guest follows Theo in the seed: an unfollow is a `user.followed` event too.
    const followed = await call(`/api/v2/users/${SEED_USERNAMES.theo}/follow`, {
      method: 'DELETE',
      headers: { authorization: guestToken },
    });
    expect(followed.status).toBe(200);

    const toTheo = await nextChunk(theoReader);
    expect(toTheo).toContain('event: user.followed\n');
    expect(toTheo).toContain(`"followeeId":"${SEED_USER_IDS.theo}"`);
    expect(await nextChunk(guestReader, 200)).toBe('');
    await Promise.all([guestReader.cancel(), theoReader.cancel()]);
  });
});
