/** A route: method, path under /api, success status, and the rule that answers it (no Mirage). */
import { tokenFromHeader } from '../contract/token';
import { authenticate } from '../contract/guards';
import type { Db, StoredUser } from '@murmur/contract';

export type Method = 'get' | 'post' | 'delete' | 'put' | 'patch';

/** A request as the rules see it: no Mirage in sight. */
export interface ApiRequest {
  params: Record<string, string>;
  /** The query string's values (a name given twice may be a list). */
  query: Record<string, unknown>;
  body: unknown;
  authorization: string | undefined;
}

type Handler = (db: Db, request: ApiRequest) => unknown;
export type SignedInHandler = (db: Db, me: StoredUser, request: ApiRequest) => unknown;
type ViewerHandler = (db: Db, viewer: StoredUser | undefined, request: ApiRequest) => unknown;

export interface Route {
  method: Method;
  path: string;
  status: number;
  handle: Handler;
}

export const route = (method: Method, path: string, status: number, handle: Handler): Route => ({
  method,
  path,
  status,
  handle,
});

/** No token read. */
export const open = route;

/** "Needs a user from the token", written once for every call that carries one. */
export const signedIn = (method: Method, path: string, status: number, handle: SignedInHandler) =>
  route(method, path, status, async (db, request) =>
    handle(db, await authenticate(db, request.authorization), request),
  );

/**
 * A read that takes a token when there is one (the viewer's own flags), and answers as signed out
 * without; a token that is there but does not verify is refused as on a write.
 */
export const viewing = (method: Method, path: string, status: number, handle: ViewerHandler) =>
  route(method, path, status, async (db, request) =>
    handle(
      db,
      tokenFromHeader(request.authorization)
        ? await authenticate(db, request.authorization)
        : undefined,
      request,
    ),
  );

export const param = (request: ApiRequest, name: string) => request.params[name] ?? '';
