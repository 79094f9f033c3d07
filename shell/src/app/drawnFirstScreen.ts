/**
 * A page the server drew (docs/architecture.md, "The first screen") says what it was drawn
 * from in a data block (`DRAWN_FIRST_SCREEN_ID`, @murmur/contract): the route, the remote's version, the routes and
 * navigation of the chrome, and the store's state. The shell hydrates the HTML only when its own
 * first render would draw exactly that; otherwise (a canary, a preview, an override, a fallback,
 * a pointer that moved, a session that is not there) it draws its own page in its place, with no
 * mismatch to report.
 */
import { DRAWN_FIRST_SCREEN_ID, DRAWN_STYLE_ATTRIBUTE } from '@murmur/contract';
import type { RouteTable, TableRoute } from '../routing/routeTable';

export interface DrawnFirstScreen {
  format: 1;
  /** The route's declared path (`/profile/:username`). */
  route: string;
  remote: string;
  /** The manifest of the remote's version that drew it, as remotes.json names it. */
  manifest: string;
  /** The routes and navigation the chrome was drawn with (`tableKey`). */
  table: string;
  /** The store's state it was drawn with: the hydrating render reads this one. */
  state: unknown;
}

/** What of a route table the chrome draws: the routes it serves and the navigation. */
export function tableKey(table: RouteTable): string {
  const routes = table.routes.map(({ remote, route }) => [
    remote,
    route.path,
    route.page,
    route.access,
    route.layout ?? null,
  ]);
  return JSON.stringify({ routes, nav: table.nav });
}

function isDrawn(value: unknown): value is DrawnFirstScreen {
  const drawn = value as Partial<DrawnFirstScreen> | null;
  return (
    typeof drawn === 'object' &&
    drawn !== null &&
    drawn.format === 1 &&
    typeof drawn.route === 'string' &&
    typeof drawn.remote === 'string' &&
    typeof drawn.manifest === 'string' &&
    typeof drawn.table === 'string' &&
    typeof drawn.state === 'object' &&
    drawn.state !== null
  );
}

/** The page's drawn first screen, or null (a page drawn by the browser alone). */
export function readDrawnFirstScreen(doc: Document = document): DrawnFirstScreen | null {
  const text = doc.getElementById(DRAWN_FIRST_SCREEN_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isDrawn(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** What the shell's own first render would draw, as the start-up knows it. */
export interface FirstRender {
  table: RouteTable;
  /** The route the page's address opens (null: the not-found page). */
  route: TableRoute | null;
  /** The manifest this page runs the route's remote from, as an absolute URL. */
  manifestInUse: string | null;
  /** Whether the route's page is loaded, ready to draw in the first render. */
  pageLoaded: boolean;
  /** Whether a session is stored or signed in: without one, a signed-in route goes to login. */
  hasSession: boolean;
  /** The page's address, to resolve the drawn manifest against. */
  base: string;
}

/** Why the drawn page cannot be hydrated as it is, or null when it can. */
export function whyNotHydrate(drawn: DrawnFirstScreen, first: FirstRender): string | null {
  const { route } = first;
  if (!route || route.route.path !== drawn.route || route.remote !== drawn.remote) {
    return 'the page was drawn for another route';
  }
  if (tableKey(first.table) !== drawn.table) return 'the routes or navigation changed';
  if (!first.pageLoaded) return `the ${drawn.remote} app's page is not loaded`;
  if (first.manifestInUse !== new URL(drawn.manifest, first.base).href) {
    return `this page runs another version of the ${drawn.remote} app`;
  }
  if (route.route.access === 'signed-in' && !first.hasSession) return 'no session is stored';
  return null;
}

/**
 * The styles a drawn page held or linked for its remote's version, once this page runs another
 * version of that remote and has drawn it: a version's class names are those of every version of
 * the remote (the app's name and the file), so the drawn version's rules would go on styling the
 * other's elements.
 */
export function dropDrawnStyles(drawn: DrawnFirstScreen, manifestInUse: string | null): void {
  const base = window.location.href;
  const drawnFolder = new URL('.', new URL(drawn.manifest, base)).href;
  if (manifestInUse && new URL('.', manifestInUse).href === drawnFolder) return;
  const styles = document.querySelectorAll<HTMLLinkElement | HTMLStyleElement>(
    `link[rel="stylesheet"], style[${DRAWN_STYLE_ATTRIBUTE}]`,
  );
  for (const style of styles) {
    const href =
      style instanceof HTMLLinkElement
        ? style.href
        : new URL(style.getAttribute(DRAWN_STYLE_ATTRIBUTE) ?? '', base).href;
    if (href.startsWith(drawnFolder)) style.remove();
  }
}
