import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { makeStore, type RootState } from '@murmur/core';
import { productRemotesJson } from '@murmur/testing';
import { routeTableOf } from '../routing/routeTable';
import { routesOf } from './router';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
jest.mock('../federation/registerRemotes', () => ({
  ensureRemotesRegistered: () => Promise.resolve(),
}));

function ProfilePage() {
  return <main>Profile of {useParams().username}</main>;
}
function PostPage() {
  return <main>Post {useParams().postId}</main>;
}

const fakeRemotes: Record<string, unknown> = {
  'auth/pages': { LoginPage: () => <main>Login page</main>, SignupPage: () => <main>Signup</main> },
  'feed/pages': {
    HomePage: () => <main>Home feed</main>,
    ExplorePage: () => <main>Explore</main>,
    BookmarksPage: () => <main>Bookmarks</main>,
  },
  'profile/pages': { ProfilePage },
  'post/pages': { PostPage },
};

// jsdom has no Fetch API `Request`; a data router builds one (URL + abort signal) per navigation.
class RequestShim {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal;
  constructor(input: string | URL, init: RequestInit = {}) {
    this.url = String(input);
    this.method = init.method ?? 'GET';
    this.signal = init.signal ?? new AbortController().signal;
  }
}
globalThis.Request ??= RequestShim as unknown as typeof Request;

beforeEach(() => {
  jest.mocked(loadRemote).mockImplementation((id: string) => Promise.resolve(fakeRemotes[id]));
});

const signedIn: Partial<RootState> = {
  auth: {
    userData: null,
    username: 'guest',
    isAuthenticated: true,
    error: null,
    encodedToken: 'token',
    status: 'idle',
  },
};

/** The routes of the product's remotes, as remotes.json declares them. */
const routes = routesOf(routeTableOf(productRemotesJson(), 0));

function renderAt(url: string, preloadedState?: Partial<RootState>) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const { container } = render(
    <Provider store={makeStore(preloadedState)}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, container };
}

describe('the route table', () => {
  it('serves the login page from the auth remote at /', async () => {
    renderAt('/');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('auth/pages');
  });

  it('sends a signed-out visitor of a protected page to the login page', async () => {
    const { router } = renderAt('/bookmarks');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('passes route parameters to the remote pages, dots and all', async () => {
    renderAt('/profile/maya.solberg', signedIn);
    expect(await screen.findByText('Profile of maya.solberg')).toBeInTheDocument();
  });

  it('loads a single post from the post remote', async () => {
    renderAt('/posts/post-2', signedIn);
    expect(await screen.findByText('Post post-2')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('post/pages');
  });

  it('gives the home feed the three-column layout that makes room for suggestions', async () => {
    const { container } = renderAt('/home', signedIn);
    expect(await screen.findByText('Home feed')).toBeInTheDocument();
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'feed');
  });

  it('answers an unknown address with the not-found page', async () => {
    renderAt('/no/such/page', signedIn);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
