import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemotePages } from '@murmur/core';
import {
  RemoteLoadError,
  asRemoteLoadError,
  firstLineOf,
  remoteNameOf,
} from '../../federation/RemoteLoadError';
import { forgetLoadedRemote, loadedPage, settledThenable } from './loadedRemotes';
import { ensureRemotesRegistered } from '../../federation/registerRemotes';
import { loadRemoteGuarded } from '../../federation/fallback/loadRemoteGuarded';

export interface RemotePageLoader {
  /**
   * The page as a lazy component: the remote is fetched the first time it renders. React.lazy
   * remembers a failure forever, so a failed one is replaced by a fresh lazy component: the next
   * render (a "Try again", a return to the page) fetches again, and the federation runtime
   * forgets failed loads, so it really does.
   */
  readonly Page: LazyExoticComponent<ComponentType> | ComponentType;
  /** The remote's federation name, e.g. "feed". */
  readonly remote: string;
  /** Loads the page afresh on its next render (the remote moved to another version). */
  reload(): void;
}

/** The module every remote exposes its pages as (`<name>/pages`, RemotePages in @murmur/core). */
export const pagesModuleOf = (remote: string) => `${remote}/pages`;

async function loadPage(id: string, page: string): Promise<ComponentType> {
  const remote = remoteNameOf(id);
  try {
    await ensureRemotesRegistered();
  } catch (error) {
    throw new RemoteLoadError(
      remote,
      `Murmur could not find where its apps live: ${firstLineOf(error)}`,
      { cause: error },
    );
  }
  const exposed = await loadRemoteGuarded<RemotePages>(id);
  const Page = exposed?.[page];
  if (!Page) throw new RemoteLoadError(remote, `The "${remote}" app has no ${page}.`);
  return Page;
}

/** `page` of the module `id` ("feed/pages"), loaded the first time it renders. */
export function remotePageLoader(id: string, page: string): RemotePageLoader {
  const createPage = (): LazyExoticComponent<ComponentType> =>
    lazy(() => {
      // Preloaded (preloadRemotes.ts): render it in this pass.
      const ready = loadedPage(id, page);
      if (ready) return settledThenable({ default: ready });
      return loadPage(id, page).then(
        (loadedNow) => ({ default: loadedNow }),
        (error: unknown) => {
          Page = createPage();
          throw asRemoteLoadError(remoteNameOf(id), error);
        },
      );
    });

  let Page = createPage();
  return {
    get Page() {
      return Page;
    },
    remote: remoteNameOf(id),
    reload() {
      forgetLoadedRemote(id);
      Page = createPage();
    },
  };
}
