/** A route's answer from the data: reads read the latest data, writes change it in one step. */
import type { Db } from '@murmur/contract';
import type { DbAccess } from '../persistence/db-access';
import { runRoute, type RawRequest, type RouteResult } from './respond';
import type { Route } from './route';

export function answer(
  access: DbAccess,
  route: Route,
  raw: RawRequest,
  onUnexpected: (error: unknown) => void = () => {},
): Promise<RouteResult> {
  const run = (db: Db) => runRoute(route, db, raw, onUnexpected);
  // Only a successful call keeps its changes (login is a POST too: it changes nothing).
  return route.method === 'get'
    ? access.read(run)
    : access.write(run, (result) => result.status < 400);
}
