/**
 * Subresource Integrity on the scripts and stylesheets a remote's files are loaded by: the
 * `integrity` this page pinned for the URL (pinnedFiles.ts), so that the browser refuses the
 * file before it runs when its bytes differ. `crossorigin` is set only for another origin: the
 * browser checks a same-origin file without it, and a same-origin `<link rel="preload">` the
 * page wrote without it is then used rather than fetched again.
 */
import { pinnedFile } from './pinnedFiles';
import { checkRefused } from './refusedFiles';

/** The global each production build's chunk loader calls (shared/build/pinnedChunks.ts). */
export const PIN_SCRIPT_GLOBAL = '__murmurPinScript';

export function pinElement(element: HTMLScriptElement | HTMLLinkElement, url: string): void {
  const pin = pinnedFile(url);
  if (!pin) return;
  element.integrity = pin.integrity;
  if (new URL(url, window.location.href).origin !== window.location.origin) {
    element.crossOrigin = 'anonymous';
  }
  element.addEventListener('error', () => void checkRefused(url), { once: true });
}

/** Lets every app's chunk loader on this page pin the scripts it creates. */
export function pinChunkScripts(): void {
  Object.assign(globalThis, {
    [PIN_SCRIPT_GLOBAL]: (script: HTMLScriptElement) => pinElement(script, script.src),
  });
}
