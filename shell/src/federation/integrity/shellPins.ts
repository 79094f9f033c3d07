/**
 * The shell's own files that its chunk loader does not load, pinned: the full copies of the
 * trimmed shared libraries (`independent-packages/`), which the federation runtime loads as it
 * would a remote's entry. A release store's page names their hashes in a data block
 * (tools/releases/src/shellPage.ts writes it under this id); every other file of the shell is
 * pinned by the page (main.js) or by the build's own chunk loader (Rspack's
 * SubresourceIntegrityPlugin). A page without the block (`npm run serve`) pins none of them.
 */
import { SHELL_PINS_ID } from '@murmur/contract';
import { pinFiles } from './pinnedFiles';

interface ShellPins {
  /** Where the shell's version is served from: `/apps/shell/v3/`. */
  base: string;
  version: string;
  files: Record<string, string>;
}

export function pinShellFiles(doc: Document = document): void {
  const text = doc.getElementById(SHELL_PINS_ID)?.textContent;
  if (!text) return;
  try {
    const { base, version, files } = JSON.parse(text) as ShellPins;
    pinFiles('shell', version, new URL(`${base}mf-manifest.json`, doc.baseURI).href, files);
  } catch (error) {
    console.error('Murmur could not read the shell’s pinned files.', error);
  }
}
