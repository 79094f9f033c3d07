/**
 * A page drawn as the server draws it, then hydrated as the browser does (docs/architecture.md,
 * "The first screen"): the server's store has nobody signed in, or a session being restored;
 * the browser's store is its own, and the hydrating render reads the server's state
 * (react-redux's `serverState`), as the shell does. React's development build says every
 * mismatch between the two drawings on the console: the check returns what it said.
 */
import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore, type AppStore, type RootState } from '@murmur/core';

export interface DrawnPageOptions {
  /** The route's pattern, as the server draws it once for every address: `/profile/:username`. */
  path: string;
  /** The address the browser opens: `/profile/maya`. */
  route: string;
  access: 'public' | 'signed-in';
  /** The browser's store when it hydrates (the data of the page may be there already). */
  store?: AppStore;
}

export interface HydratedPage {
  /** What React said of the two drawings (mismatches, recoverable errors). */
  complaints: string[];
  /** Whether React kept the server's elements (hydrated) rather than drawing its own. */
  keptTheDrawing: boolean;
  container: HTMLElement;
}

function drawingStore(access: DrawnPageOptions['access']): AppStore {
  const store = makeStore();
  if (access === 'public') return store;
  return makeStore({ auth: { ...store.getState().auth, status: 'restoring' } });
}

function inRouter(page: ReactElement, path: string, at: string) {
  return (
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path={path} element={page} />
      </Routes>
    </MemoryRouter>
  );
}

export async function hydrateDrawnPage(
  page: ReactElement,
  { path, route, access, store = makeStore() }: DrawnPageOptions,
): Promise<HydratedPage> {
  const drawn = drawingStore(access);
  const html = renderToString(<Provider store={drawn}>{inRouter(page, path, path)}</Provider>);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const first = container.firstElementChild;

  const complaints: string[] = [];
  const say = (...args: unknown[]) => void complaints.push(args.map(String).join(' '));
  const consoleError = jest.spyOn(console, 'error').mockImplementation(say);
  try {
    await act(async () => {
      hydrateRoot(
        container,
        <Provider store={store} serverState={drawn.getState() as RootState}>
          {inRouter(page, path, route)}
        </Provider>,
        { onRecoverableError: (error) => say('recoverable:', error) },
      );
    });
  } finally {
    consoleError.mockRestore();
  }
  return { complaints, keptTheDrawing: container.firstElementChild === first, container };
}
