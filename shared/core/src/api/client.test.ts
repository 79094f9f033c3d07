/** A refusal's message is the server's words, so a rate limit's toast says how long to wait. */
import { ApiError, errorMessage, request } from './client';

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
