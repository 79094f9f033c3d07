/**
 * A route: method, path under /api, success status, the rule that answers it, and what its
 * successful write announces (no Mirage). Each API's route table (src/api/<name>/routes.ts) is a
 * list of these.
 */
import { tokenFromHeader, type Db, type LiveEvent, type StoredUser } from '@murmur/contract';
import { authenticate } from '../api/shared/guards';

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

/**
 * The live events of a successful write, in the order a client should apply them, read from the
 * data as the write left it (inside the write, so no other write comes between).
 */
export type Announce = (db: Db, request: ApiRequest) => LiveEvent[] | Promise<LiveEvent[]>;

export interface Route {
  method: Method;
  path: string;
  status: number;
  handle: Handler;
  /** Absent for reads and for writes that change nothing others see (edits, votes, bookmarks…). */
  announce?: Announce;
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

/** `route`, whose successful writes announce `announce`'s live events. */
export const announcing = (announce: Announce, route: Route): Route => ({ ...route, announce });

export const param = (request: ApiRequest, name: string) => request.params[name] ?? '';
