/**
 * Test plumbing: a real backend per test file, fresh seed per test, tokens and raw calls. The
 * backend is Mirage, or the API server when the test environment started one
 * (api-server/test/contract/environment.ts): the same suite holds both to the spec's API (v1) and to v2.
 */
import type { SessionAnswer } from '@murmur/contract';
import { callApi } from '@murmur/testing';
import { SEED_USERNAMES, SEED_USERS, startMockApi, type MockApi } from '../../src';

export type SeedKey = keyof typeof SEED_USERNAMES;

declare global {
  var __MURMUR_API_SERVER__: { origin: string; target: string } | undefined;
}

/** The API server's test-only way back to the seed, shaped like the mock's handle. */
const serverApi: MockApi = {
  shutdown: () => undefined,
  async reset() {
    const response = await fetch('/api/testing/reset', { method: 'POST' });
    if (response.status !== 204) throw new Error(`Reset failed: ${response.status}`);
  },
};

/** Starts the real Mirage server for the file (or uses the API server) and reseeds before every test. */
export function withMockApi(): { readonly api: MockApi } {
  const holder = {} as { api: MockApi };
  if (globalThis.__MURMUR_API_SERVER__) {
    holder.api = serverApi;
    beforeEach(() => holder.api.reset());
    return holder;
  }
  beforeAll(async () => {
    holder.api = await startMockApi({ timing: 0, environment: 'test', persist: false });
  });
  beforeEach(() => holder.api.reset());
  afterAll(() => holder.api.shutdown());
  return holder;
}

/** A seed user's token, from v2's login: both APIs take it, and v2's suite then needs nothing of v1. */
export async function tokenOf(key: SeedKey): Promise<string> {
  const seedUser = SEED_USERS.find((user) => user.username === SEED_USERNAMES[key]);
  if (!seedUser) throw new Error(`No seed user ${key}`);
  const { token } = await callApi<SessionAnswer>('POST', '/v2/auth/login', {
    body: { username: seedUser.username, password: seedUser.password },
  });
  return token;
}

export interface RawAnswer<T> {
  status: number;
  body: T;
}

/** A call without the v1 client, for what the client hides: success codes, odd bodies. */
export type HttpMethod = 'GET' | 'POST' | 'DELETE' | 'PATCH';

export async function call<T = unknown>(
  method: HttpMethod,
  path: string,
  {
    token,
    body,
    rawBody,
    headers: extra = {},
  }: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...extra };
  if (token !== undefined) headers.authorization = token;
  const response = await fetch(`/api${path}`, {
    method,
    headers,
    body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/**
 * A row of a status table: the call (signed in as the guest or not), its success status and the
 * top-level fields of its answer.
 */
export type StatusRow = [
  method: HttpMethod,
  path: string,
  body: unknown,
  auth: boolean,
  status: number,
  keys: string[],
];

/** One test per row, each call under `prefix` (`/v2` for the paginated API). */
export function answersEachRow(rows: StatusRow[], prefix = ''): void {
  const cases = rows.map(([method, path, body, auth, status, keys]) => ({
    method,
    path,
    body,
    auth,
    status,
    keys,
  }));
  it.each(cases)(
    '$method $path answers $status',
    async ({ method, path, body, auth, status, keys }) => {
      const token = auth ? await tokenOf('guest') : undefined;
      const answer = await call<Record<string, unknown>>(method, `${prefix}${path}`, {
        token,
        body,
      });
      expect(answer.status).toBe(status);
      expect(Object.keys(answer.body).sort()).toEqual(keys);
    },
  );
}

/** Asserts the client rejected with this status and exactly this message. */
export async function expectRefusal(promise: Promise<unknown>, status: number, message: string) {
  await expect(promise).rejects.toMatchObject({ name: 'ApiError', status, message });
}

export const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

/** True when an API timestamp lies within `ms` of the present. */
export const isRecent = (stamp: string, ms = 5_000) =>
  TIMESTAMP.test(stamp) && Math.abs(Date.now() - Date.parse(stamp)) < ms;

export const idsOf = (records: { _id: string }[]) => records.map((record) => record._id);
export const usernamesOf = (records: { username: string }[]) =>
  records.map((record) => record.username);
