/**
 * Pins the stylesheets a build's own CSS loader inserts. Rspack's CSS loading creates its
 * `<link rel="stylesheet">` itself and offers no hook for it (its scripts have one:
 * shared/build/pinnedChunks.ts), so the page pins each pinned stylesheet as it is put into the
 * head, before the browser asks for it: a remote's later styles are held to its version's
 * integrity.json like its scripts. The shell's own are pinned by its build (Rspack's
 * SubresourceIntegrityPlugin). A stylesheet nobody pinned (`npm run serve`) is left as it is.
 */
import { pinElement } from './pinElement';
import { pinnedFile } from './pinnedFiles';

function pinIfStylesheet(node: Node): void {
  if (!(node instanceof HTMLLinkElement) || node.rel !== 'stylesheet' || node.integrity) return;
  if (pinnedFile(node.href)) pinElement(node, node.href);
}

export function pinInsertedStylesheets(head: HTMLHeadElement = document.head): void {
  const { appendChild, insertBefore } = head;
  Object.assign(head, {
    appendChild<T extends Node>(node: T): T {
      pinIfStylesheet(node);
      return appendChild.call(head, node) as T;
    },
    insertBefore<T extends Node>(node: T, child: Node | null): T {
      pinIfStylesheet(node);
      return insertBefore.call(head, node, child) as T;
    },
  });
}
