/**
 * Which remote, if any, this page loads from a preview instead of its live version: the
 * preview this browser asked for (previewRequest.ts), as the store's previews.json names it
 * (storePreview.ts), if the compatibility gate takes it (previewVerdict.ts). A preview that is
 * gone or expired is forgotten (the browser is back on live); one the gate refuses is shown
 * with the refusal, on the live version.
 */
import { pinVersion } from '../../federation/integrity/pinPointer';
import { setActivePreview } from './activePreview';
import { forgetPreview, previewAsked, rememberedPreview, rememberExpiry } from './previewRequest';
import { previewRefusal } from './previewVerdict';
import { findStorePreview, readStorePreviews } from './storePreview';

export interface ChosenPreview {
  remote: string;
  version: string;
  manifestUrl: string;
  /** The routes the previewed version declares (null: the store recorded none). */
  routes: unknown[] | null;
}

let ofThisPage: Promise<ChosenPreview | null> | null = null;

/** The preview this page load runs, decided once for the router and the registration alike. */
export function previewOfThisPage(): Promise<ChosenPreview | null> {
  ofThisPage ??= choosePreview();
  return ofThisPage;
}

export async function choosePreview(): Promise<ChosenPreview | null> {
  if (!previewAsked()) return null;
  const request = rememberedPreview()!;
  let found: ReturnType<typeof findStorePreview>;
  try {
    found = findStorePreview(await readStorePreviews(), request);
  } catch (error) {
    // The store did not answer: live for this load, the wish kept for the next.
    console.warn('Murmur could not read the store’s previews; the live versions load.', error);
    return null;
  }
  if ('missing' in found) {
    console.info(`Murmur leaves the preview: ${found.missing}.`);
    forgetPreview();
    return null;
  }
  rememberExpiry(request, found.expires);
  // The store's own path, resolved on this origin: never another server.
  const manifestUrl = new URL(found.manifest, window.location.origin).href;
  // Its files are held to the hashes the store recorded, as a live version's are.
  pinVersion(found.remote, {
    version: found.version,
    manifest: manifestUrl,
    integrity: found.integrity,
  });
  const refused = await previewRefusal(manifestUrl, found.app);
  setActivePreview({ app: found.app, name: found.name, version: found.version, refused });
  if (refused) {
    console.error(`Murmur refused the preview ${found.app} ${found.name}: ${refused}`);
    return null;
  }
  return { remote: found.remote, version: found.version, manifestUrl, routes: found.routes };
}
