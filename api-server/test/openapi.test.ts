/** The OpenAPI document comes from the route schemas; the committed copy must follow them. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { OPENAPI_FILE } from '../src/openapi';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

it('serves the document at /api/docs, equal to the committed api-server/openapi.json', async () => {
  const answer = await test.app.inject({ url: '/api/docs' });
  expect(answer.statusCode).toBe(200);
  // On failure: `npm run api:openapi` writes the new copy; review and commit it.
  expect(answer.json()).toEqual(JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')));
});

async function documentedCalls(): Promise<string[]> {
  const { paths } = (await test.app.inject({ url: '/api/docs' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(paths).flatMap(([route, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${route}`),
  );
}

/** The calls of the paginated API as its definition's table lists them, in OpenAPI's spelling. */
function v2TableCalls(): string[] {
  const definition = readFileSync(
    path.resolve(__dirname, '..', '..', 'shared', 'contract', 'src', 'v2', 'types.ts'),
    'utf8',
  );
  const rows = [...definition.matchAll(/^ \* \| (GET|POST|PATCH|DELETE) +\| (\S+)/gm)];
  return rows.map(([, method, route]) => {
    const bare = (route as string).replace(/\?.*$/, '').replace(/:(\w+)/g, '{$1}');
    return `${method} /api/v2${bare}`;
  });
}

it('documents every call of the paginated API that its definition lists', async () => {
  const table = v2TableCalls();
  expect(table.length).toBeGreaterThan(25);
  expect(await documentedCalls()).toEqual(expect.arrayContaining(table));
});

it('documents every call of §7, and no test-only call', async () => {
  const calls = await documentedCalls();
  expect(calls).toEqual(
    expect.arrayContaining([
      'POST /api/auth/login',
      'POST /api/auth/signup',
      'GET /api/posts/',
      'POST /api/posts/like/{postId}',
      'DELETE /api/comments/edit/{postId}/{commentId}',
      'POST /api/comments/delete/{postId}/{commentId}',
      'POST /api/users/follow/{userId}',
      'GET /api/users/bookmark',
      'GET /api/health/',
      'GET /api/ready/',
    ]),
  );
  expect(calls.filter((call) => call.includes('testing'))).toEqual([]);
});

it('documents the live events as a text/event-stream with the shapes of its data lines', async () => {
  const { paths } = (await test.app.inject({ url: '/api/docs' })).json() as {
    paths: Record<string, { get?: { responses: Record<string, { content?: object }> } }>;
  };
  const answer = paths['/api/v2/events']?.get?.responses['200']?.content as Record<
    string,
    { schema: { oneOf: { properties: { type: { enum: string[] } } }[] } }
  >;
  expect(
    answer['text/event-stream']?.schema.oneOf.map((shape) => shape.properties.type.enum),
  ).toEqual([
    ['post.created'],
    ['post.deleted'],
    ['post.counted'],
    ['comment.created'],
    ['comment.deleted'],
    ['user.followed'],
  ]);
});
