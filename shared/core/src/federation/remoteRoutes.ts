/**
 * What a remote serves, as data: the contract between any remote and the shell, the same for
 * every remote, so a new remote needs no change here (docs/routing.md).
 *
 * - A remote's `src/pages.ts` (exposed as `<name>/pages`) exports page components only, checked
 *   with `PagesModule<typeof thisModule>` (and `satisfies RemotePages` where it builds an object).
 * - A remote's `src/routes.ts` exports `routes`, data only (no React, no runtime import), checked
 *   with `satisfies RemoteRoutes<keyof typeof pages>`: every route names a page its pages module
 *   exports. The declarations' types and rules are @murmur/contract's (routes/), where the tools
 *   and servers read them without core's code; core hands the types on beside the pages' own.
 */
import type { ComponentType } from 'react';

export { NAV_ICONS } from '@murmur/contract';
export type {
  NavEntry,
  NavIcon,
  RemoteRoute,
  RemoteRoutes,
  RouteAccess,
  RouteLayout,
} from '@murmur/contract';

/** A remote's pages, by export name. */
export type RemotePages = Readonly<Record<string, ComponentType>>;

/**
 * A remote's pages module as the shell receives it from `loadRemote()`: a remote's pages.ts
 * declares `PagesModule<typeof thisModule>`, so an export that is not a page fails its type check.
 */
export type PagesModule<Module extends RemotePages> = Module;
