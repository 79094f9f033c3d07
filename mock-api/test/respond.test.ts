/** The adapter's error mapping, without Mirage: refusals (HttpError) keep their words, the rest is 500. */
import { HttpError, type Db } from '@murmur/contract';
import { runRoute, type RawRequest } from '../src/mirage/respond';
import type { Route } from '../src/mirage/route';

const db: Db = { users: [], posts: [] };
const raw = (
  requestBody: unknown = '',
  requestHeaders: Record<string, string> = {},
): RawRequest => ({
  params: { postId: 'p1' },
  requestBody,
  requestHeaders,
});
const routeThat = (handle: Route['handle']): Route => ({
  method: 'post',
  path: '/x',
  status: 201,
  handle,
});

it('answers the route status with what the rule returned', async () => {
  const route = routeThat((_db, request) => ({ echo: request }));
  const result = await runRoute(route, db, raw('{"a":1}', { Authorization: 'tok' }));
  expect(result).toEqual({
    status: 201,
    body: {
      echo: { params: { postId: 'p1' }, query: {}, body: { a: 1 }, authorization: 'tok' },
    },
  });
});

it('an HttpError keeps its status and message', async () => {
  const route = routeThat(() => {
    throw new HttpError(422, 'Unprocessable Entity. Username Already Exists.');
  });
  expect(await runRoute(route, db, raw())).toEqual({
    status: 422,
    body: { errors: ['Unprocessable Entity. Username Already Exists.'] },
  });
});

it('an unexpected throw becomes a 500 with an error object, and is reported', async () => {
  const report = jest.fn();
  const route = routeThat(async () => {
    throw new TypeError('boom');
  });
  const result = await runRoute(route, db, raw(), report);
  expect(result).toEqual({
    status: 500,
    body: {
      errors: ['The mock server failed to answer: boom'],
      error: { name: 'TypeError', message: 'boom' },
    },
  });
  expect(report).toHaveBeenCalledWith(expect.any(TypeError));
});

it('a body that is not JSON is a 400', async () => {
  const result = await runRoute(
    routeThat(() => ({})),
    db,
    raw('{oops'),
  );
  expect(result).toEqual({
    status: 400,
    body: { errors: ['The request body is not valid JSON.'] },
  });
});
