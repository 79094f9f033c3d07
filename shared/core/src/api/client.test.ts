/** A refusal's message is the server's words, so a rate limit's toast says how long to wait. */
import { ApiError, errorMessage, request } from './client';
import { FIRST_READS_GLOBAL, firstReadKey } from './firstReads';

/** The part of a fetch Response the client reads (jsdom has no Response). */
const answer = (status: number, body: string) =>
  jest.fn().mockResolvedValue({ ok: status < 300, status, text: async () => body });

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

it("carries a 429's message and status, for the toast", async () => {
  const message = 'You are posting too fast. Please wait 40 seconds and try again.';
  global.fetch = answer(429, JSON.stringify({ errors: [message] }));
  const refusal = await request('POST', '/v2/posts', { body: { content: 'hi' } }).catch(
    (error: unknown) => error,
  );
  expect(refusal).toBeInstanceOf(ApiError);
  expect((refusal as ApiError).status).toBe(429);
  expect(errorMessage(refusal)).toBe(message);
});

it('says to wait when a 429 comes without words (a proxy’s)', async () => {
  global.fetch = answer(429, '<html>Too Many Requests</html>');
  const refusal = await request('GET', '/v2/timelines/home').catch((error: unknown) => error);
  expect(errorMessage(refusal)).toBe('Too many requests. Please wait a moment and try again.');
});

describe("the shell's first reads", () => {
  const reads = new Map<string, Promise<unknown>>();
  beforeEach(() => {
    reads.clear();
    (globalThis as Record<string, unknown>)[FIRST_READS_GLOBAL] = reads;
  });
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[FIRST_READS_GLOBAL];
  });
  const early = (body: object) =>
    Promise.resolve({ ok: true, status: 200, text: async () => JSON.stringify(body) });

  it('answer the first call for their URL and token, once; the next call asks the API', async () => {
    reads.set(firstReadKey('/api/v2/timelines/home', 'tok'), early({ items: ['early'] }));
    global.fetch = answer(200, JSON.stringify({ items: ['asked'] }));
    expect(await request('GET', '/v2/timelines/home', { token: 'tok' })).toEqual({
      items: ['early'],
    });
    expect(global.fetch).not.toHaveBeenCalled();
    expect(await request('GET', '/v2/timelines/home', { token: 'tok' })).toEqual({
      items: ['asked'],
    });
  });

  it('are not taken by a call with another token, nor by a write', async () => {
    reads.set(firstReadKey('/api/v2/posts', 'tok'), early({ items: ['early'] }));
    global.fetch = answer(200, JSON.stringify({ items: ['asked'] }));
    expect(await request('GET', '/v2/posts', { token: 'other' })).toEqual({ items: ['asked'] });
    expect(await request('POST', '/v2/posts', { token: 'tok', body: {} })).toEqual({
      items: ['asked'],
    });
    expect(reads.size).toBe(1);
  });

  it('that the shell could not make leave the call to ask itself', async () => {
    reads.set(firstReadKey('/api/v2/me', 'tok'), Promise.resolve(null));
    global.fetch = answer(200, JSON.stringify({ user: 'asked' }));
    expect(await request('GET', '/v2/me', { token: 'tok' })).toEqual({ user: 'asked' });
  });
});
