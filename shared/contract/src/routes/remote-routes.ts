/**
 * What a remote serves, as data: the contract between any remote, the shell that routes to it
 * and the tools that build, check and serve it, the same for every remote, so a new remote needs
 * no change to any of them (docs/routing.md).
 *
 * A remote's `src/routes.ts` exports `routes`, data only (no React, no runtime import), checked
 * with `satisfies RemoteRoutes<keyof typeof pages>` (@murmur/core re-exports these types beside
 * its `PagesModule`): every route names a page its pages module exports. The build emits it as
 * `routes.json` beside mf-manifest.json, and remotes.json carries it to the shell, which builds
 * its router and main navigation from it at start-up.
 */

/** The icons the shell draws in its main navigation; `generic` for any remote without its own. */
export const NAV_ICONS = ['home', 'explore', 'profile', 'bookmarks', 'generic'] as const;
export type NavIcon = (typeof NAV_ICONS)[number];

/** A route's place in the shell's main navigation. */
export interface NavEntry {
  /** The link's text, also its accessible name. */
  label: string;
  icon: NavIcon;
  /** Position among all remotes' entries, lowest first (the four remotes use 10, 20, 30, 40). */
  order: number;
  /**
   * Where the link goes, when not the route's own path: a route with parameters needs one. The
   * segment `:me` stands for the signed-in person's username (`/profile/:me`).
   */
  to?: string;
}

/** Who may open a route: `signed-in` sends anyone else to the sign-in page first. */
export type RouteAccess = 'signed-in' | 'public';

/** A layout the shell's chrome offers a route: `feed` makes room for the suggestions column. */
export type RouteLayout = 'feed';

export interface RemoteRoute<Page extends string = string> {
  /** A React Router path pattern: `/home`, `/profile/:username`. */
  path: string;
  /** The export of the remote's pages module that renders it. */
  page: Page;
  /** What the page is, as a sentence's subject ("The feed"): its loading and error messages. */
  what: string;
  access: RouteAccess;
  layout?: RouteLayout;
  nav?: NavEntry;
  /**
   * What the page reads first, as GET paths under the API's base (`/v2/timelines/home`), with
   * the route's parameters (`/v2/users/:username`): a signed-in page's shell asks for them as the
   * page loads, beside the page's own code, and the page's first calls take those answers
   * (docs/routing.md, "First reads"). A path the page does not ask for is read for nothing.
   */
  reads?: readonly string[];
}

/** Everything a remote serves. */
export type RemoteRoutes<Page extends string = string> = readonly RemoteRoute<Page>[];
