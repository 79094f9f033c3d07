import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a page is drawn on the server and while the browser hydrates that drawing; true
 * after (and on any page the browser draws alone). A page drawn once for every address of its
 * route (`/profile/:username`) shows what depends on the address only once this is true, so the
 * hydrating render draws exactly what the server drew (docs/architecture.md, "The first screen").
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
