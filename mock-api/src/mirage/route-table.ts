/** Every route the mock answers: each API's table, then a clear 404 for anything else under /api. */
import { MOCK_MESSAGES, notFound } from '@murmur/contract';
import * as apis from './apis';
import { route, type Route } from './route';

/** The routes of every API in apis.ts. */
export const API_ROUTES: readonly Route[] = Object.values(apis).flat();

/** Anything else under /api is a clear 404, not a Mirage assertion thrown inside the page. */
const UNKNOWN_ROUTES: readonly Route[] = (['get', 'post', 'delete', 'put', 'patch'] as const).map(
  (method) =>
    route(method, '/*rest', 404, () => {
      throw notFound(MOCK_MESSAGES.noRoute);
    }),
);

export const ROUTE_TABLE: readonly Route[] = [...API_ROUTES, ...UNKNOWN_ROUTES];
