/**
 * The route table this page starts with, read once from the remotes.json the page started with
 * (releases/remotesJson.ts), for the canary bucket it is in. When the file cannot be read the
 * table is empty and says why: the shell then answers every address with that.
 */
import { canaryBucket } from '../releases/canaryBucket';
import { remotesJsonOfThisPage } from '../releases/remotesJson';
import { EMPTY_ROUTE_TABLE, routeTableOf, type RouteTable } from './routeTable';

export interface PageRouteTable extends RouteTable {
  /** Why there are no routes: remotes.json could not be read. */
  unavailable?: string;
}

let table: Promise<PageRouteTable> | null = null;

export function routeTableOfThisPage(): Promise<PageRouteTable> {
  table ??= remotesJsonOfThisPage().then(
    (json) => routeTableOf(json, canaryBucket()),
    (error: unknown) => ({
      ...EMPTY_ROUTE_TABLE,
      unavailable: error instanceof Error ? error.message : String(error),
    }),
  );
  return table;
}
