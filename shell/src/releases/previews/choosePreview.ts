/**
 * Which remote, if any, this page loads from a preview instead of its live version: the
 * preview this browser asked for (previewRequest.ts), as the store's previews.json names it
 * (storePreview.ts), if the compatibility gate takes it (previewVerdict.ts). A preview that is
 * gone or expired is forgotten (the browser is back on live); one the gate refuses is shown
 * with the refusal, on the live version.
 */
import { setActivePreview } from './activePreview';
import { forgetPreview, previewAsked, rememberedPreview, rememberExpiry } from './previewRequest';
import { previewRefusal } from './previewVerdict';
import { findStorePreview, readStorePreviews } from './storePreview';

export interface ChosenPreview {
  remote: string;
  manifestUrl: string;
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
  const refused = await previewRefusal(manifestUrl, found.app);
  setActivePreview({ app: found.app, name: found.name, version: found.version, refused });
  if (refused) {
    console.error(`Murmur refused the preview ${found.app} ${found.name}: ${refused}`);
    return null;
  }
  return { remote: found.remote, manifestUrl };
}
