/**
 * What the tools that serve the shell's page ask a version of the shell's server build to draw
 * (shared/build/firstScreen/drawFirstScreens.ts), and what it answers
 * (shell/src/server/drawRoutes.tsx): JSON between two processes, and between a version of the
 * shell and the tools of another day, so it changes only by adding.
 */

export interface DrawRequest {
  /** remotes.json as it is live: the routes, the navigation and each remote's live manifest. */
  remotesJson: Record<string, unknown>;
  /** Each remote's server entry on the disk (`<version>/server/remoteEntry.js`), by name. */
  serverEntries: Record<string, string>;
}

export interface DrawnRoute {
  /** The route's path as declared (`/profile/:username`). */
  path: string;
  /** The remote whose page it is. */
  remote: string;
  access: 'public' | 'signed-in';
  /** The content of the page's `#root`. */
  html: string;
  /**
   * What the page was drawn from, as JSON, for the page's data block (`DRAWN_FIRST_SCREEN_ID`):
   * the shell hydrates the HTML only when it would draw the same.
   */
  drawn: string;
}

export interface DrawnRoutes {
  routes: DrawnRoute[];
  /** Routes that could not be drawn (their remote has no server build, or its page threw). */
  failures: { path: string; remote: string; reason: string }[];
}

/** The id of the drawn page's data block, after its `#root`. */
export const DRAWN_FIRST_SCREEN_ID = 'murmur-drawn';
