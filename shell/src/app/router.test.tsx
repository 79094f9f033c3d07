import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { makeStore, type RootState } from '@murmur/core';
import { productRemotesJson, signedInState } from '@murmur/testing';
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

const signedIn = signedInState();

/** The routes of the product's remotes, as remotes.json declares them. */
const routes = routesOf(routeTableOf(productRemotesJson(), 0));

function renderAt(url: string, preloadedState?: Partial<RootState>, table = routes) {
  const router = createMemoryRouter(table, { initialEntries: [url] });
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

describe('the route table of a remote the shell has never heard of', () => {
  /** remotes.json with a fifth remote: a signed-in page in the navigation, and a public one. */
  const withMessages = routesOf(
    routeTableOf(
      {
        ...productRemotesJson(),
        messages: {
          manifest: 'http://localhost:4005/mf-manifest.json',
          routes: [
            {
              path: '/messages',
              page: 'MessagesPage',
              what: 'Your messages',
              access: 'signed-in',
              nav: { label: 'Messages', icon: 'generic', order: 35 },
            },
            { path: '/messages/help', page: 'HelpPage', what: 'The help', access: 'public' },
          ],
        },
      },
      0,
    ),
  );

  beforeEach(() => {
    fakeRemotes['messages/pages'] = {
      MessagesPage: () => <main>Messages</main>,
      HelpPage: () => <main>How messages work</main>,
    };
  });

  it('serves its page from it and puts its entry in the main navigation, in its order', async () => {
    renderAt('/messages', signedIn, withMessages);
    expect(await screen.findByText('Messages', { selector: 'main' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('messages/pages');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Explore',
      'Profile',
      'Messages',
      'Bookmarks',
    ]);
  });

  it('guards its signed-in page and leaves its public one open', async () => {
    const { router } = renderAt('/messages', undefined, withMessages);
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');

    renderAt('/messages/help', undefined, withMessages);
    expect(await screen.findByText('How messages work')).toBeInTheDocument();
  });

  it('answers every address with why, when remotes.json could not be read', async () => {
    renderAt('/home', signedIn, routesOf({ routes: [], nav: [], unavailable: 'offline' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Murmur could not find where its apps live.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
