/**
 * The route table this page starts with, read once from the remotes.json the page started with
 * with this browser's preview in its remote's place (releases/previews/remotesJsonOfThisBrowser.ts),
 * for the canary bucket it is in. When the file cannot be read the
 * table is empty and says why: the shell then answers every address with that.
 */
import { canaryBucket } from '../releases/canaryBucket';
import { remotesJsonOfThisBrowser } from '../releases/previews/remotesJsonOfThisBrowser';
import { EMPTY_ROUTE_TABLE, routeTableOf, type RouteTable } from './routeTable';

export interface PageRouteTable extends RouteTable {
  /** Why there are no routes: remotes.json could not be read. */
  unavailable?: string;
}

let table: Promise<PageRouteTable> | null = null;

async function readTable(): Promise<RouteTable> {
  return routeTableOf(await remotesJsonOfThisBrowser(), canaryBucket());
}

export function routeTableOfThisPage(): Promise<PageRouteTable> {
  table ??= readTable().catch((error: unknown): PageRouteTable => ({
    ...EMPTY_ROUTE_TABLE,
    unavailable: error instanceof Error ? error.message : String(error),
  }));
  return table;
}
