/** Runs a route's rule and turns its outcome, or its error, into a status and a JSON body. */
import { HttpError, MOCK_MESSAGES, badRequest, containsNul, type Db } from '@murmur/contract';
import type { ApiRequest, Route } from './route';

/** The parts of a Mirage request the rules need (Mirage's Request has this shape). */
export interface RawRequest {
  params: Record<string, string>;
  queryParams?: Record<string, unknown>;
  requestBody: unknown;
  requestHeaders: Record<string, string>;
}

export interface RouteResult {
  status: number;
  body: unknown;
}

function parseBody(raw: unknown): unknown {
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw badRequest(MOCK_MESSAGES.badJson);
  }
}

function header(headers: Record<string, string>, name: string): string | undefined {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

export function toApiRequest(raw: RawRequest): ApiRequest {
  const request = {
    params: raw.params ?? {},
    query: raw.queryParams ?? {},
    body: parseBody(raw.requestBody),
    authorization: header(raw.requestHeaders ?? {}, 'authorization'),
  };
  // As the server, whose database cannot store one: a NUL anywhere is refused.
  if (containsNul([request.params, request.query, request.body])) {
    throw badRequest(MOCK_MESSAGES.nulCharacter);
  }
  return request;
}

/** A refusal (HttpError) keeps its status and message; anything else is a 500 with an error object. */
export async function runRoute(
  route: Route,
  db: Db,
  raw: RawRequest,
  onUnexpected: (error: unknown) => void = () => {},
): Promise<RouteResult> {
  try {
    return { status: route.status, body: await route.handle(db, toApiRequest(raw)) };
  } catch (error) {
    if (error instanceof HttpError)
      return { status: error.status, body: { errors: [error.message] } };
    onUnexpected(error);
    const message = error instanceof Error ? error.message : String(error);
    return {
      status: 500,
      body: {
        errors: [`The mock server failed to answer: ${message}`],
        error: { name: error instanceof Error ? error.name : 'Error', message },
      },
    };
  }
}
