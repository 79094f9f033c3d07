/**
 * The tests' own way to call the API: a plain `fetch` under /api, as any outside client would,
 * so a test of the server (the mock, or the API server under the same suite) goes through none
 * of the app's code. A refusal rejects with core's ApiError, carrying the status and the
 * server's first message, as the app's client does: tests read failures the same way.
 */
import { API_BASE, type ErrorBody } from '@murmur/contract';
import { ApiError } from '@murmur/core';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface CallOptions {
  body?: unknown;
  /** The raw token for the `authorization` header. */
  token?: string;
}

function parsed(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

export async function callApi<T>(
  method: Method,
  path: string,
  { body, token }: CallOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = token;
  const response = await fetch(`${API_BASE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = parsed(await response.text());
  if (!response.ok) {
    const first = (data as Partial<ErrorBody> | null)?.errors?.[0];
    throw new ApiError(response.status, first ?? `The request failed (${response.status}).`);
  }
  return data as T;
}
