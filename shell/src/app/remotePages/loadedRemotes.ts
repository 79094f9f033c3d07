/**
 * Remote modules a preload has loaded, kept so the first page from them renders at once instead
 * of suspending behind a loading state for a frame or more. (Once shown, a page's React.lazy
 * remembers it by itself.)
 */
import type { ComponentType } from 'react';

const loaded = new Map<string, Record<string, unknown>>();

export function rememberLoadedRemote(id: string, exposed: unknown): void {
  if (typeof exposed === 'object' && exposed !== null) {
    loaded.set(id, exposed as Record<string, unknown>);
  }
}

/** Forgets a remote's module (the remote moved to another version). */
export function forgetLoadedRemote(id: string): void {
  loaded.delete(id);
}

export function loadedPage(id: string, page: string): ComponentType | undefined {
  return (loaded.get(id)?.[page] as ComponentType | undefined) ?? undefined;
}

/**
 * A thenable that is already settled: React.lazy accepts any thenable, and one that calls back
 * at once lets it render the component in the same pass, with no fallback in between.
 */
export function settledThenable<T>(value: T): Promise<T> {
  const thenable = {
    then(onFulfilled?: (value: T) => unknown) {
      onFulfilled?.(value);
      return thenable;
    },
  };
  return thenable as unknown as Promise<T>;
}
