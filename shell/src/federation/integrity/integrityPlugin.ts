/**
 * A federation runtime plugin that puts Subresource Integrity on the scripts and stylesheets the
 * runtime inserts for a remote (its remoteEntry.js, the files a preload fetches), when this page
 * pinned their URL (pinnedFiles.ts): a file whose bytes differ is refused before it runs. The
 * chunks a remote's own loader inserts are pinned through pinElement.ts's global.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { pinElement } from './pinElement';
import { pinnedFile } from './pinnedFiles';

function withAttributes<T extends HTMLElement>(element: T, attrs: Record<string, unknown> = {}): T {
  for (const [name, value] of Object.entries(attrs)) {
    if (name === 'async' || name === 'defer') Object.assign(element, { [name]: value });
    else element.setAttribute(name, String(value));
  }
  return element;
}

export function integrityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'murmur-integrity',

    createScript({ url, attrs }) {
      if (!pinnedFile(url)) return undefined;
      const script = withAttributes(document.createElement('script'), attrs);
      script.src = url;
      pinElement(script, url);
      return script;
    },

    createLink({ url, attrs }) {
      if (!pinnedFile(url)) return undefined;
      const link = withAttributes(document.createElement('link'), attrs);
      link.href = url;
      pinElement(link, url);
      return link;
    },
  };
}
