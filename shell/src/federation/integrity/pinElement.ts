/**
 * Subresource Integrity on the scripts and stylesheets a remote's files are loaded by: the
 * `integrity` this page pinned for the URL (pinnedFiles.ts), so that the browser refuses the
 * file before it runs when its bytes differ. Every pinned file is asked for in CORS mode
 * (`crossorigin="anonymous"`), on the page's own origin too: as the shell's chunk loader asks
 * for its own (Rspack's SubresourceIntegrityPlugin, shared/build/createAppConfig.ts), so that
 * the page's pinned preloads (`crossorigin` too, shared/build/firstScreen/firstScreenPage.ts)
 * match every request for their file and are used rather than fetched again.
 */
import { PIN_SCRIPT_GLOBAL } from '@murmur/contract';
import { pinnedFile } from './pinnedFiles';
import { checkRefused } from './refusedFiles';

export function pinElement(element: HTMLScriptElement | HTMLLinkElement, url: string): void {
  const pin = pinnedFile(url);
  if (!pin) return;
  element.integrity = pin.integrity;
  element.crossOrigin = 'anonymous';
  element.addEventListener('error', () => void checkRefused(url), { once: true });
}

/** Lets every app's chunk loader on this page pin the scripts it creates. */
export function pinChunkScripts(): void {
  Object.assign(globalThis, {
    [PIN_SCRIPT_GLOBAL]: (script: HTMLScriptElement) => pinElement(script, script.src),
  });
}
