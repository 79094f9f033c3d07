/** The one HTTP client of Murmur: every call of the contract goes through `request`. */
import { API_BASE } from '@murmur/contract';
import type { ErrorBody } from '@murmur/contract';
import { takeFirstRead } from './firstReads';

export { API_BASE };

/** An answer that was not 2xx, or no answer at all (status 0), with a message a person can read. */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

interface RequestOptions {
  body?: unknown;
  /** The raw token for the `authorization` header; reads of posts and users send none (spec §6). */
  token?: string;
  signal?: AbortSignal;
}

/**
 * What every request waits for before it is sent: the in-browser mock API, which starts beside
 * the first render instead of before it (see `inPageApiHooks`). Settled when there is none.
 */
let apiReady: Promise<unknown> = Promise.resolve();

/** Holds every request until `ready` settles (whether the server started or failed to). */
export function holdRequestsUntil(ready: Promise<unknown>): void {
  apiReady = ready.catch(() => undefined);
}

const NETWORK_DOWN = 'Could not reach the server. Check your connection and try again.';

function messageOf(status: number, body: unknown): string {
  const errors = (body as Partial<ErrorBody> | null)?.errors;
  const first = Array.isArray(errors) ? errors[0] : undefined;
  if (typeof first === 'string' && first.trim()) return first;
  // A proxy's own refusal comes without the server's words.
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  if (status >= 500) return `The server failed to answer (${status}). Please try again.`;
  return `The request failed (${status}).`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export async function request<T>(
  method: Method,
  path: string,
  { body, token, signal }: RequestOptions = {},
): Promise<T> {
  const url = `${API_BASE}${path}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = token;

  // A read the shell made as the page loaded (firstReads.ts) is this call's answer.
  let response = method === 'GET' ? await takeFirstRead(url, token) : undefined;
  if (!response) {
    await apiReady;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new ApiError(0, NETWORK_DOWN);
    }
  }

  const data = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, messageOf(response.status, data));
  return data as T;
}

/** The message to show for any thrown value: the server's words when there are some. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message
    ? message
    : 'Something went wrong. Please try again.';
}
