/**
 * What a route may tell the chrome through its `handle` (read with `useMatches()`): the feed
 * route asks for the three-column grid that makes room for the suggestions aside.
 */
export interface ChromeRouteHandle {
  layout?: 'feed';
}

export type LayoutVariant = 'feed' | 'page';

export function layoutVariantOf(handle: unknown): LayoutVariant {
  const layout = (handle as ChromeRouteHandle | null | undefined)?.layout;
  return layout === 'feed' ? 'feed' : 'page';
}
