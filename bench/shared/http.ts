/** The benches' calls to the API server: one JSON request, and a new account to make them as. */
import { randomBytes } from 'node:crypto';
import type { Page } from '@murmur/contract';

export interface CallOptions {
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
}

/** One request to `origin` + `path`, its answer read whole: its status and its text. */
export async function callApi(
  origin: string,
  method: string,
  path: string,
  { token, body }: CallOptions = {},
): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = token;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${origin}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

/** The same, its answer parsed; an answer of 4xx or 5xx is an error naming the call. */
export async function callApiJson<T = Record<string, unknown>>(
  origin: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<T> {
  const { status, text } = await callApi(origin, method, path, options);
  if (status >= 400) throw new Error(`${method} ${path}: ${status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

/** Every item of a paginated list of /api/v2 (`path`, no query), read a hundred a page. */
export async function allItems<T>(origin: string, path: string): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `?limit=100${cursor ? `&cursor=${cursor}` : ''}`;
    const page = await callApiJson<Page<T>>(origin, 'GET', `${path}${query}`);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

export const BENCH_PASSWORD = 'bench-password';

/** A username no earlier run of the bench took: `label_` and eight hex digits. */
export const freshUsername = (label: string): string =>
  `${label}_${randomBytes(4).toString('hex')}`;

/**
 * Signs `username` up on the spec's API (`v1`, /api) or the paginated one (`v2`, /api/v2);
 * resolves with the account's token.
 */
export async function signUp(
  origin: string,
  api: 'v1' | 'v2',
  username: string,
  firstName = 'Bench',
): Promise<string> {
  const path = api === 'v1' ? '/api/auth/signup' : '/api/v2/auth/signup';
  const account = { username, password: BENCH_PASSWORD, firstName, lastName: username };
  const { status, text } = await callApi(origin, 'POST', path, { body: account });
  const answer = (status < 300 ? JSON.parse(text) : {}) as {
    encodedToken?: string;
    token?: string;
  };
  const token = api === 'v1' ? answer.encodedToken : answer.token;
  if (!token) throw new Error(`sign-up of ${username} failed: ${status}`);
  return token;
}
