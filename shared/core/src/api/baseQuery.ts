/**
 * How RTK Query reaches the paginated API (`/api/v2`): through the one HTTP client (`request`),
 * so every call waits for the mock API when there is one, carries the signed-in user's token and
 * fails with the server's own message.
 */
import type { BaseQueryFn, QueryReturnValue } from '@reduxjs/toolkit/query';
import { toRejection, type Rejection } from '../store/rejection';
import { readSession } from '../store/session';
import { request, type Method } from './client';

export interface V2Call {
  /** Under `/api/v2`, with its query string. */
  path: string;
  method?: Method;
  body?: unknown;
  /** The token to send instead of the signed-in user's (a stored session being checked). */
  token?: string;
}

interface WithToken {
  auth: { encodedToken: string; status: string };
}

/**
 * The signed-in user's token; while a stored session is being checked at start-up, the stored
 * token, so the first page's reads need not wait for the check (a refused token fails them as
 * it fails the check, and the page is left for the login page anyway).
 */
function tokenOf({ auth }: WithToken): string | undefined {
  if (auth.encodedToken) return auth.encodedToken;
  return auth.status === 'restoring' ? readSession()?.token : undefined;
}

export const v2BaseQuery: BaseQueryFn<V2Call, unknown, Rejection> = async (
  { path, method = 'GET', body, token: given },
  { getState, signal },
) => {
  const token = given ?? tokenOf(getState() as WithToken);
  try {
    return { data: await request<unknown>(method, `/v2${path}`, { body, token, signal }) };
  } catch (error) {
    return { error: toRejection(error) };
  }
};

/** A path with a page's `cursor` and `limit`, leaving out what is not given. */
export function pagePath(path: string, cursor: string | null | undefined, limit?: number): string {
  const query = new URLSearchParams();
  if (cursor) query.set('cursor', cursor);
  if (limit !== undefined) query.set('limit', String(limit));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

type V2Result = QueryReturnValue<unknown, Rejection, unknown>;

/** The base query as an endpoint's `queryFn` receives it. */
export type CallV2 = (call: V2Call) => PromiseLike<V2Result> | V2Result;
