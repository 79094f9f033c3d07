/**
 * remotes.json as this browser runs it: the file the page started with, and, for a browser put
 * on a preview by its link, that preview's version in its remote's place. The router and the
 * telemetry read it, so a preview's browser routes by the preview's routes and reports what it
 * saw under the preview's version, not the live one's.
 */
import { remotesJsonOfThisPage, type RemotesJson } from '../remotesJson';
import { previewOfThisPage, type ChosenPreview } from './choosePreview';
import { previewAsked } from './previewRequest';

export function withPreviewEntry(json: RemotesJson, preview: ChosenPreview | null): RemotesJson {
  if (!preview || !(preview.remote in json)) return json;
  const { version, manifestUrl: manifest, routes } = preview;
  return { ...json, [preview.remote]: { version, manifest, ...(routes && { routes }) } };
}

export async function remotesJsonOfThisBrowser(): Promise<RemotesJson> {
  const json = await remotesJsonOfThisPage();
  // Only a browser put on a preview by its link waits for the store's previews.json.
  const preview = previewAsked() ? await previewOfThisPage() : null;
  return withPreviewEntry(json, preview);
}
