/**
 * Several "tabs" of one browser profile in one test: each a mock over the same IndexedDB
 * (fake-indexeddb, a fresh database per test) and the same Web Locks (the `navigator.locks`
 * polyfill), answering calls through the same route table and adapter as Mirage does.
 */
import 'fake-indexeddb/auto';
import 'navigator.locks';
import { IDBFactory } from 'fake-indexeddb';
import { SEED_USERNAMES, SEED_USERS, buildSeedDb } from '../../src';
import { answer } from '../../src/mirage/answer';
import type { Method } from '../../src/mirage/route';
import { API_ROUTES } from '../../src/mirage/route-table';
import type { DbAccess } from '../../src/persistence/db-access';
import { browserStorage, openDbAccess } from '../../src/persistence/open';

/** Every test starts with an empty browser profile. */
export function withFreshIndexedDb(): void {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
  });
}

export interface Answer<T> {
  status: number;
  body: T;
}

export interface CallOptions {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  token?: string;
}

export interface Tab {
  /**
   * Calls the route declared as `path` (e.g. `/posts/like/:postId`, `/v2/posts/:postId/like`), as
   * the page's fetch would.
   */
  call<T = unknown>(method: Method, path: string, options?: CallOptions): Promise<Answer<T>>;
  /** How many times this tab said it changed the shared data. */
  readonly announced: number;
  access: DbAccess;
}

export async function openTab({ locks = true, seedPosts = 22 } = {}): Promise<Tab> {
  const storage = browserStorage();
  let announced = 0;
  const access = await openDbAccess({
    storage: { ...storage, locks: locks ? storage.locks : undefined },
    seedPosts,
    seed: () => buildSeedDb({ postCount: seedPosts }),
    onChange: () => (announced += 1),
  });
  return {
    access,
    get announced() {
      return announced;
    },
    async call<T>(
      method: Method,
      path: string,
      { params = {}, query = {}, body, token }: CallOptions = {},
    ) {
      const route = API_ROUTES.find(
        (candidate) => candidate.method === method && candidate.path === path,
      );
      if (!route) throw new Error(`No route ${method} ${path}`);
      const requestHeaders: Record<string, string> = {};
      if (token !== undefined) requestHeaders.authorization = token;
      const requestBody = body === undefined ? '' : JSON.stringify(body);
      const raw = { params, queryParams: query, requestBody, requestHeaders };
      return (await answer(access, route, raw)) as Answer<T>;
    },
  };
}

/** A token of a seed user, from a login in `tab`. */
export async function tokenIn(tab: Tab, key: keyof typeof SEED_USERNAMES): Promise<string> {
  const username = SEED_USERNAMES[key];
  const user = SEED_USERS.find((candidate) => candidate.username === username);
  const { status, body } = await tab.call<{ encodedToken: string }>('post', '/auth/login', {
    body: { username, password: user?.password ?? 'not-a-seed-user' },
  });
  if (status !== 200) throw new Error(`${username} could not log in (${status})`);
  return body.encodedToken;
}
