import { createHash } from 'node:crypto';
import { contentSecurityPolicy } from '../contentSecurityPolicy';
import { EARLY_INPUT_SCRIPT } from './earlyInput';
import { firstScreenPage } from './firstScreenPage';

const page =
  '<!doctype html><html><head><meta charset="utf-8"><title>M</title>' +
  '<script defer src="/main.js"></script><link href="/start-up.css" rel="stylesheet"></head>' +
  '<body><noscript>Needs JavaScript.</noscript><div id="root"></div></body></html>';

const pagesCss = { href: '/feed/pages.css', as: 'style' as const, integrity: 'sha384-abc' };
const hints = {
  manifests: {},
  preloads: [{ href: '/feed/mf-manifest.json', as: 'fetch' as const }, pagesCss],
  drawnStyles: [pagesCss],
};

const drawnPage = {
  html: '<main><h1>Home</h1></main>',
  drawn: JSON.stringify({ remote: 'feed', note: '</script><script>alert(1)' }),
};

describe("a route's drawn page", () => {
  const written = firstScreenPage(page, hints, drawnPage);

  it('holds the drawing in #root, and what it was drawn from as data no script can end early', () => {
    expect(written).toContain(
      '<div id="root"><main><h1>Home</h1></main></div><script type="application/json" id="murmur-drawn">',
    );
    expect(written).toContain('"note":"\\u003c/script>\\u003cscript>alert(1)"');
    expect(written).not.toContain('</script><script>alert(1)');
  });

  it("links the route's styles as stylesheets, pinned, for the page shows before any script runs", () => {
    expect(written).toContain(
      '<link rel="stylesheet" href="/feed/pages.css" crossorigin integrity="sha384-abc">',
    );
    // Held in the page where the server read them: no request, and no script waits for them.
    const held = firstScreenPage(
      page,
      { ...hints, drawnStyles: [{ ...pagesCss, css: '.x{content:"</style><script>"}' }] },
      drawnPage,
    );
    expect(held).toContain(
      '<style data-murmur-style="/feed/pages.css">.x{content:"<\\/style><script>"}</style>',
    );
    expect(held).not.toContain('<link rel="stylesheet" href="/feed/pages.css"');
    expect(written).toContain(
      '<link rel="preload" href="/feed/mf-manifest.json" as="fetch" crossorigin>',
    );
    expect(written).not.toContain('as="style"');
  });

  it("runs its early input's script before any other script or stylesheet, admitted by the policy's hash", () => {
    const script = `<script>${EARLY_INPUT_SCRIPT}</script>`;
    expect(written.indexOf(script)).toBeGreaterThan(written.indexOf('<meta charset="utf-8">'));
    expect(written.indexOf(script)).toBeLessThan(written.indexOf('<script defer'));
    expect(written.indexOf(script)).toBeLessThan(written.indexOf('rel="stylesheet"'));
    const hash = createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64');
    expect(contentSecurityPolicy({ remotes: {}, overrideOrigins: [] })).toContain(
      `'sha256-${hash}'`,
    );
  });

  it("links the live version's styles while its remote runs a canary, whose hints preload nothing", () => {
    const canary = firstScreenPage(
      page,
      { manifests: {}, preloads: [], drawnStyles: [pagesCss] },
      drawnPage,
    );
    expect(canary).toContain(
      '<link rel="stylesheet" href="/feed/pages.css" crossorigin integrity="sha384-abc">',
    );
  });

  it('is refused for a page with no empty #root to draw in', () => {
    expect(() =>
      firstScreenPage(page.replace('<div id="root"></div>', ''), hints, drawnPage),
    ).toThrow(/no empty <div id="root"><\/div>/);
  });
});

describe('a page not drawn', () => {
  it('keeps its empty #root, preloads its styles and runs no inline script', () => {
    const written = firstScreenPage(page, hints);

    expect(written).toContain('<div id="root"></div></body>');
    expect(written).toContain(
      '<link rel="preload" href="/feed/pages.css" as="style" crossorigin integrity="sha384-abc">',
    );
    expect(written).not.toContain(EARLY_INPUT_SCRIPT);
  });
});
