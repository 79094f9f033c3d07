/**
 * The shell draws each route as the browser's first render draws it: the chrome around the
 * route's page, which the browser hydrates with nothing to correct (React's development build
 * says every mismatch). The drawing runs with modules of its own, as it does in its own process:
 * React's server renderer leaves its last context values in the modules it used.
 */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { DrawRequest, DrawnRoutes } from '@murmur/contract';
import { makeStore, type RootState } from '@murmur/core';
import { productRemotesJson } from '@murmur/testing';
import { App } from '../app/App';
import { readDrawnFirstScreen, tableKey } from '../app/drawnFirstScreen';
import { routesOf } from '../app/router';
import { routeTableOf } from '../routing/routeTable';
import { standInPages } from './testing/standInPages';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('../federation/registerRemotes', () => ({
  ensureRemotesRegistered: () => Promise.resolve(),
}));

const remotesJson = productRemotesJson();
const serverEntries = { auth: 'a.js', feed: 'f.js', profile: 'p.js', post: 'o.js' };

/** drawRoutes as its own process runs it: its own React, router, store and remotes. */
function drawRoutes(request: DrawRequest): Promise<DrawnRoutes> {
  let draw!: (request: DrawRequest) => Promise<DrawnRoutes>;
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const runtime = require('@module-federation/enhanced/runtime') as { loadRemote: jest.Mock };
    const pages = (require('./testing/standInPages') as { standInPages: typeof standInPages })
      .standInPages;
    draw = (require('./drawRoutes') as { drawRoutes: typeof draw }).drawRoutes;
    /* eslint-enable @typescript-eslint/no-require-imports */
    runtime.loadRemote.mockImplementation((id: string) => Promise.resolve(pages[id]));
  });
  return draw(request);
}

/** The browser's remotes: the stand-ins of this test's own modules. */
const browserRemotes = () =>
  jest.mocked(loadRemote).mockImplementation((id: string) => Promise.resolve(standInPages[id]));

beforeEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

/** The drawn page of `path`, hydrated at `address` as the browser does. */
async function hydrate(path: string, address: string) {
  const { routes } = await drawRoutes({ remotesJson, serverEntries });
  browserRemotes();
  const route = routes.find((drawn) => drawn.path === path)!;
  document.body.innerHTML = `<div id="root">${route.html}</div><script type="application/json" id="murmur-drawn">${route.drawn}</script>`;
  const container = document.getElementById('root')!;
  const first = container.firstElementChild;
  const drawn = readDrawnFirstScreen()!;
  const router = createMemoryRouter(routesOf(routeTableOf(remotesJson, 0)), {
    initialEntries: [address],
  });
  const complaints: unknown[] = [];
  const consoleError = jest
    .spyOn(console, 'error')
    .mockImplementation((...args) => void complaints.push(args));
  try {
    await act(async () => {
      hydrateRoot(
        container,
        <App
          router={<RouterProvider router={router} />}
          store={makeStore()}
          serverState={drawn.state as RootState}
        />,
        { onRecoverableError: (error) => void complaints.push(error) },
      );
    });
  } finally {
    consoleError.mockRestore();
  }
  return { complaints, keptTheDrawing: container.firstElementChild === first, container };
}

test('every route of remotes.json is drawn, with what it was drawn from', async () => {
  const { routes, failures } = await drawRoutes({ remotesJson, serverEntries });

  expect(failures).toEqual([]);
  expect(routes.map(({ path, access }) => [path, access])).toEqual([
    ['/', 'public'],
    ['/signup', 'public'],
    ['/home', 'signed-in'],
    ['/explore', 'signed-in'],
    ['/bookmarks', 'signed-in'],
    ['/profile/:username', 'signed-in'],
    ['/posts/:postId', 'signed-in'],
  ]);
  const home = JSON.parse(routes[2]!.drawn) as { remote: string; table: string; state: RootState };
  expect(home.remote).toBe('feed');
  expect(home.table).toBe(tableKey(routeTableOf(remotesJson, 0)));
  expect(home.state.auth.status).toBe('restoring');
});

test('a public page is drawn signed out, and hydrates without a mismatch', async () => {
  const { complaints, keptTheDrawing, container } = await hydrate('/', '/');

  expect(complaints).toEqual([]);
  expect(keptTheDrawing).toBe(true);
  expect(container).toHaveTextContent('Sign in');
  expect(container.querySelector('nav[aria-label="Main"]')).toBeNull();
});

test('a signed-in page is drawn with the navigation and hydrates, the stored user then named', async () => {
  localStorage.setItem('username', 'guest');
  localStorage.setItem('encodedToken', 'a-token');
  const { complaints, keptTheDrawing, container } = await hydrate(
    '/profile/:username',
    '/profile/maya',
  );

  expect(complaints).toEqual([]);
  expect(keptTheDrawing).toBe(true);
  const profile = container.querySelector('nav[aria-label="Main"] a[href^="/profile/"]');
  expect(profile).toHaveAttribute('href', '/profile/guest');
  expect(container).not.toHaveTextContent('Sign in');
});

test('a route whose remote has no server build is not drawn, and says why', async () => {
  const { routes, failures } = await drawRoutes({
    remotesJson,
    serverEntries: { auth: 'a.js', feed: 'f.js', profile: 'p.js' },
  });

  expect(routes.map(({ path }) => path)).not.toContain('/posts/:postId');
  expect(failures).toEqual([{ path: '/posts/:postId', remote: 'post', reason: 'no server build' }]);
});
