/**
 * A browser's wish to run a preview: the link `/?preview=<app>:<name>` (printed by
 * `npm run deploy -- <app> --preview <name>`) is remembered in local storage, so this browser
 * alone keeps the preview across loads, until it leaves it or the preview expires. The link
 * carries names only: which version they mean is the store's previews.json to say
 * (storePreview.ts), so a link can never bring code from anywhere else.
 *
 * Runs in the shell's entry, before the federation is ready: it imports no shared module.
 */
import { localStorageOrNull } from '../../lib/localStorageOrNull';
export const PREVIEW_PARAM = 'preview';
export const PREVIEW_KEY = 'murmur.preview';

export interface PreviewRequest {
  /** The app's folder name, as the release commands take it (`feed-app`). */
  app: string;
  name: string;
  /** When the store said the preview ends, once it has been read. */
  expires?: string;
}

const APP = /^[a-z0-9][a-z0-9-]{0,60}$/;
const NAME = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/** `feed-app:new-feed` → its app and name; null for anything else. */
export function parsePreviewParam(value: string | null): PreviewRequest | null {
  const match = /^([^:]+):([^:]+)$/.exec(value ?? '');
  if (!match || !APP.test(match[1]!) || !NAME.test(match[2]!)) return null;
  return { app: match[1]!, name: match[2]! };
}

function write(storage: Storage | null, request: PreviewRequest) {
  try {
    storage?.setItem(PREVIEW_KEY, JSON.stringify(request));
  } catch {
    // storage full or blocked: the preview is not kept
  }
}

/**
 * Takes a preview link's wish into storage and out of the address bar (a reload or a copied
 * address then carries nothing). Safe to call more than once.
 */
export function takePreviewFromLink(
  storage: Storage | null = localStorageOrNull(),
  location: Location = window.location,
  history: History = window.history,
): void {
  const url = new URL(location.href);
  if (!url.searchParams.has(PREVIEW_PARAM)) return;
  const request = parsePreviewParam(url.searchParams.get(PREVIEW_PARAM));
  if (request) write(storage, request);
  else
    console.warn(
      `Murmur ignores the preview "${url.searchParams.get(PREVIEW_PARAM)}": not <app>:<name>.`,
    );
  url.searchParams.delete(PREVIEW_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** The preview this browser asked for and that has not expired, else null (an expired one is forgotten). */
export function rememberedPreview(
  storage: Storage | null = localStorageOrNull(),
  now = Date.now(),
): PreviewRequest | null {
  let stored: Partial<PreviewRequest> | null = null;
  try {
    stored = JSON.parse(storage?.getItem(PREVIEW_KEY) ?? 'null') as Partial<PreviewRequest> | null;
  } catch {
    stored = null;
  }
  const request = stored && parsePreviewParam(`${stored.app}:${stored.name}`);
  if (!request || (stored?.expires && Date.parse(stored.expires) <= now)) {
    if (stored) forgetPreview(storage);
    return null;
  }
  return { ...request, ...(stored?.expires && { expires: stored.expires }) };
}

/** Remembers when the store says the preview ends, so an expired one is dropped unasked. */
export function rememberExpiry(
  request: PreviewRequest,
  expires: string,
  storage: Storage | null = localStorageOrNull(),
): void {
  write(storage, { app: request.app, name: request.name, expires });
}

export function forgetPreview(storage: Storage | null = localStorageOrNull()): void {
  try {
    storage?.removeItem(PREVIEW_KEY);
  } catch {
    // blocked: nothing was kept either
  }
}

/** Is this page asked to run a preview? Reads the link first, so its first load counts. */
export function previewAsked(): boolean {
  takePreviewFromLink();
  return rememberedPreview() !== null;
}
