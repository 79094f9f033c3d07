import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModules } from '@murmur/shared';
import { ensureRemotesRegistered } from './remotesConfig';

export interface RemotePageLoader {
  /** The page as a lazy component: the remote is fetched the first time it renders. */
  readonly Page: LazyExoticComponent<ComponentType>;
  /**
   * React.lazy remembers a failure forever, so retrying means a new lazy component; the
   * federation runtime forgets failed loads, so the new one really fetches again.
   */
  retry(): void;
}

export function remotePageLoader<Id extends keyof RemoteModules>(
  id: Id,
  page: keyof RemoteModules[Id] & string,
): RemotePageLoader {
  const createPage = () =>
    lazy(async () => {
      await ensureRemotesRegistered();
      const exposed = await loadRemote<RemoteModules[Id]>(id);
      const Page = exposed?.[page] as ComponentType | undefined;
      if (!Page) throw new Error(`${id} has no ${page}.`);
      return { default: Page };
    });

  let Page = createPage();
  return {
    get Page() {
      return Page;
    },
    retry() {
      Page = createPage();
    },
  };
}
