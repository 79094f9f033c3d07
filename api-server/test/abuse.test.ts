/**
 * Whatever a stranger sends, to every route of both APIs: generated bodies, paths, cursors and
 * headers (fast-check), thousands of them on the embedded database. Never a 500, never a stack
 * trace, and never the password or token of the account in play in an answer or a log line.
 */
import { Writable } from 'node:stream';
import fc from 'fast-check';
import { loginAs, startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(180_000);

const PASSWORD = 'murmur-guest';
/** The whole property's budget: enough for thousands of requests, bounded on a slow machine. */
const TIME_LIMIT_MS = 45_000;

interface Route {
  method: string;
  path: string;
}

/**
 * The routes the OpenAPI document lists, both APIs. The event stream is left out: it stays open
 * by design (its limits have tests of their own), and `inject` would wait for its end.
 */
function routesOf(document: { paths: Record<string, Record<string, unknown>> }): Route[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .filter(() => !path.startsWith('/api/v2/events') && !path.startsWith('/api/testing'))
      .map((method) => ({ method: method.toUpperCase(), path })),
  );
}

/** Text of every kind, NUL and lone surrogates included. */
const text = (maxLength = 40) => fc.string({ unit: 'binary', maxLength });

const FIELDS = [
  'username',
  'password',
  'firstName',
  'lastName',
  'content',
  'postData',
  'commentData',
  'text',
  'bio',
  'website',
  'avatarUrl',
  'userData',
];

const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    text(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), text(8)), tie('value'), { maxKeys: 4 }),
  ),
})).value;

const body = fc.oneof(
  fc.constant(undefined),
  jsonValue.map((value) => JSON.stringify(value)),
  fc
    .dictionary(fc.constantFrom(...FIELDS), jsonValue, { maxKeys: 5 })
    .map((value) => JSON.stringify(value)),
  text(200),
);

const segment = fc.oneof(
  fc.constantFrom('post-1', 'post-2', 'guest', 'maya.solberg', 'user-maya', 'c-1'),
  text(30).map(encodeURIComponent),
);

const query = fc.dictionary(
  fc.constantFrom('cursor', 'limit', 'q', 'before', 'after'),
  fc.oneof(text(30), fc.integer().map(String), fc.constant('')),
  { maxKeys: 3 },
);

describe('generated requests to every route of both APIs', () => {
  const lines: string[] = [];
  let test: TestApp;
  let token: string;
  let routes: Route[];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    test = await startTestApp({ logger: { level: 'info', stream } });
    token = await loginAs(test.app, 'guest', PASSWORD);
    await test.app.ready();
    routes = routesOf(test.app.swagger() as never);
  });
  afterAll(() => test.close());

  it('finds the routes of both APIs', () => {
    expect(routes.some((route) => route.path.startsWith('/api/v2/'))).toBe(true);
    expect(routes.some((route) => route.path.startsWith('/api/posts'))).toBe(true);
    expect(routes.length).toBeGreaterThan(40);
  });

  it('answers every one without a 500, a stack trace or a secret', async () => {
    const authorization = fc.oneof(
      fc.constant(undefined),
      fc.constant(token),
      fc.constant(`Bearer ${token}`),
      text(60),
      fc.constant(`Bearer ${token.slice(0, -4)}abcd`),
    );
    const request = fc.record({
      routeIndex: fc.nat(),
      segments: fc.array(segment, { minLength: 4, maxLength: 4 }),
      query,
      body,
      authorization,
      contentType: fc.oneof(fc.constant('application/json'), text(20), fc.constant(undefined)),
    });

    let sent = 0;
    await fc.assert(
      fc.asyncProperty(request, async (generated) => {
        const route = routes[generated.routeIndex % routes.length]!;
        let next = 0;
        const url = route.path.replace(/\{[^}]+\}/g, () => generated.segments[next++] ?? 'x');
        const headers: Record<string, string> = {};
        if (generated.authorization !== undefined) headers.authorization = generated.authorization;
        if (generated.contentType !== undefined) headers['content-type'] = generated.contentType;
        const answer = await test.app.inject({
          method: route.method as 'GET',
          url,
          query: generated.query,
          headers,
          payload: generated.body,
        });
        sent += 1;
        const context = `${route.method} ${url} → ${answer.statusCode} ${answer.body}`;
        expect({ context, status: answer.statusCode < 500 }).toEqual({ context, status: true });
        expect(answer.body).not.toMatch(/\n\s+at .+:\d+:\d+/);
        expect(answer.body).not.toContain(PASSWORD);
        expect(answer.body).not.toContain(token);
      }),
      { numRuns: 5_000, interruptAfterTimeLimit: TIME_LIMIT_MS, markInterruptAsFailure: false },
    );

    expect(sent).toBeGreaterThan(1_000);
    const log = lines.join('');
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toContain(token);
    expect(log).not.toMatch(/unexpected failure/);
  });
});
