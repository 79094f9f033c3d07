/**
 * The route table this page starts with, read once from the remotes.json the page started with
 * (releases/remotesJson.ts), for the canary bucket it is in. When the file cannot be read the
 * table is empty and says why: the shell then answers every address with that.
 */
import { canaryBucket } from '../releases/canaryBucket';
import { previewOfThisPage, type ChosenPreview } from '../releases/previews/choosePreview';
import { previewAsked } from '../releases/previews/previewRequest';
import { remotesJsonOfThisPage, type RemotesJson } from '../releases/remotesJson';
import { EMPTY_ROUTE_TABLE, routeTableOf, type RouteTable } from './routeTable';

export interface PageRouteTable extends RouteTable {
  /** Why there are no routes: remotes.json could not be read. */
  unavailable?: string;
}

let table: Promise<PageRouteTable> | null = null;

/** remotes.json with this browser's preview, if it runs one, in its remote's place. */
function withPreviewRoutes(json: RemotesJson, preview: ChosenPreview | null): RemotesJson {
  if (!preview?.routes || !(preview.remote in json)) return json;
  const { version, manifestUrl: manifest, routes } = preview;
  return { ...json, [preview.remote]: { version, manifest, routes } };
}

async function readTable(): Promise<RouteTable> {
  const json = await remotesJsonOfThisPage();
  // Only a browser put on a preview by its link waits for the store's previews.json.
  const preview = previewAsked() ? await previewOfThisPage() : null;
  return routeTableOf(withPreviewRoutes(json, preview), canaryBucket());
}

export function routeTableOfThisPage(): Promise<PageRouteTable> {
  table ??= readTable().catch((error: unknown): PageRouteTable => ({
    ...EMPTY_ROUTE_TABLE,
    unavailable: error instanceof Error ? error.message : String(error),
  }));
  return table;
}
