import { productRemotesJson } from '@murmur/testing';
import { routeTableOf } from '../routing/routeTable';
import {
  dropDrawnStyles,
  readDrawnFirstScreen,
  tableKey,
  whyNotHydrate,
  type DrawnFirstScreen,
  type FirstRender,
} from './drawnFirstScreen';

const table = routeTableOf(productRemotesJson(), 0);
const home = table.routes.find(({ route }) => route.path === '/home')!;

const drawn: DrawnFirstScreen = {
  format: 1,
  route: '/home',
  remote: 'feed',
  manifest: '/apps/feed-app/v3/mf-manifest.json',
  table: tableKey(table),
  state: {},
};

const sameAsDrawn: FirstRender = {
  table,
  route: home,
  manifestInUse: 'https://murmur.example/apps/feed-app/v3/mf-manifest.json',
  pageLoaded: true,
  hasSession: true,
  base: 'https://murmur.example/home',
};

describe('whether a drawn page is hydrated', () => {
  it('is, when this page would draw the same: the route, the version, the chrome, a session', () => {
    expect(whyNotHydrate(drawn, sameAsDrawn)).toBeNull();
  });

  it("is not, where this page runs another version of the route's remote (a canary, a preview, an override, a fallback)", () => {
    const canary = {
      ...sameAsDrawn,
      manifestInUse: 'https://murmur.example/apps/feed-app/v4/mf-manifest.json',
    };
    expect(whyNotHydrate(drawn, canary)).toBe('this page runs another version of the feed app');
  });

  it('is not, where the routes or the navigation differ from those it was drawn with', () => {
    const moved = routeTableOf(
      { ...productRemotesJson(), feed: { ...(productRemotesJson().feed as object), routes: [] } },
      0,
    );
    expect(
      whyNotHydrate(drawn, { ...sameAsDrawn, table: { ...moved, routes: table.routes } }),
    ).toBe('the routes or navigation changed');
  });

  it("is not, before the route's page has loaded, nor for a signed-in route without a session", () => {
    expect(whyNotHydrate(drawn, { ...sameAsDrawn, pageLoaded: false })).toBe(
      "the feed app's page is not loaded",
    );
    expect(whyNotHydrate(drawn, { ...sameAsDrawn, hasSession: false })).toBe(
      'no session is stored',
    );
  });

  it('is not, for another route than the one drawn', () => {
    const explore = table.routes.find(({ route }) => route.path === '/explore')!;
    expect(whyNotHydrate(drawn, { ...sameAsDrawn, route: explore })).toBe(
      'the page was drawn for another route',
    );
  });
});

describe("the page's drawn first screen", () => {
  afterEach(() => (document.body.innerHTML = ''));

  it('is read from its data block, and a page without one, or with a broken one, has none', () => {
    expect(readDrawnFirstScreen()).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="murmur-drawn">${JSON.stringify(drawn)}</script>`;
    expect(readDrawnFirstScreen()).toEqual(drawn);
    document.body.innerHTML =
      '<script type="application/json" id="murmur-drawn">{"format":2}</script>';
    expect(readDrawnFirstScreen()).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="murmur-drawn">{nope</script>';
    expect(readDrawnFirstScreen()).toBeNull();
  });
});

describe("the drawn version's stylesheets", () => {
  const links = () =>
    [...document.head.children].map(
      (style) => style.getAttribute('href') ?? style.getAttribute('data-murmur-style'),
    );

  beforeEach(() => {
    document.head.innerHTML = [
      '<link rel="stylesheet" href="/apps/shell/v2/static/css/start-up.css">',
      '<style data-murmur-style="/apps/feed-app/v3/static/css/pages.css">.a{}</style>',
      '<link rel="stylesheet" href="/apps/feed-app/v3/static/css/more.css">',
      '<link rel="stylesheet" href="/apps/feed-app/v4/static/css/pages.css">',
    ].join('');
  });

  it('go once the page runs another version of the remote (a canary), the others staying', () => {
    dropDrawnStyles(drawn, `${location.origin}/apps/feed-app/v4/mf-manifest.json`);
    expect(links()).toEqual([
      '/apps/shell/v2/static/css/start-up.css',
      '/apps/feed-app/v4/static/css/pages.css',
    ]);
  });

  it('stay when the page runs the version that drew it', () => {
    dropDrawnStyles(drawn, `${location.origin}/apps/feed-app/v3/mf-manifest.json`);
    expect(links()).toHaveLength(4);
  });
});
