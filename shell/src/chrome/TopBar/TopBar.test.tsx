import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectIsAuthenticated, selectPostModal } from '@murmur/core';
import { withMockApi } from '@murmur/testing';
import { currentPage, renderChrome, renderChromeSignedIn } from '../testing/renderChrome';

withMockApi();

test('signed out, the top bar offers "Sign in" (to /) and no "New Post"', () => {
  renderChrome({ route: '/' });

  const banner = within(screen.getByRole('banner'));
  expect(banner.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/');
  expect(banner.getByRole('link', { name: 'Murmur' })).toHaveAttribute('href', '/home');
  expect(banner.queryByRole('button', { name: 'New Post' })).not.toBeInTheDocument();
  expect(banner.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
});

test('while a stored session is restored, the top bar offers neither "Sign in" nor "New Post"', () => {
  renderChrome({
    route: '/home',
    preloadedState: {
      auth: {
        userData: null,
        username: '',
        isAuthenticated: false,
        error: null,
        encodedToken: '',
        status: 'restoring',
      },
    },
  });

  const banner = within(screen.getByRole('banner'));
  expect(banner.getByRole('link', { name: 'Murmur' })).toBeInTheDocument();
  expect(banner.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  expect(banner.queryByRole('button', { name: 'New Post' })).not.toBeInTheDocument();
});

test('signed in, "New Post" opens an empty post modal', async () => {
  const user = userEvent.setup();
  const { store } = await renderChromeSignedIn();

  expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'New Post' }));

  expect(selectPostModal(store.getState())).toEqual({ isOpen: true, postId: null, content: '' });
  expect(await screen.findByRole('dialog', { name: 'Create Post' })).toBeInTheDocument();
});

test('the avatar button toggles the account menu', async () => {
  const user = userEvent.setup();
  await renderChromeSignedIn();
  const trigger = screen.getByRole('button', { name: 'Account menu' });
  expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
  expect(trigger).toHaveAttribute('aria-expanded', 'false');

  await user.click(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
  expect(items).toEqual(['Profile', 'Logout', 'Sign out everywhere']);
  expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();

  await user.click(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

test('Escape closes the menu and gives focus back to the avatar button', async () => {
  const user = userEvent.setup();
  await renderChromeSignedIn();
  const trigger = screen.getByRole('button', { name: 'Account menu' });

  await user.click(trigger);
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
  await user.keyboard('{Escape}');

  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();
});

test('a click outside closes the menu', async () => {
  const user = userEvent.setup();
  await renderChromeSignedIn();

  await user.click(screen.getByRole('button', { name: 'Account menu' }));
  await user.click(screen.getByRole('heading', { name: 'Home feed' }));

  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

test('"Profile" opens the signed-in user\'s profile and closes the menu', async () => {
  const user = userEvent.setup();
  await renderChromeSignedIn('/explore');

  await user.click(screen.getByRole('button', { name: 'Account menu' }));
  await user.click(screen.getByRole('menuitem', { name: 'Profile' }));

  expect(currentPage()).toHaveTextContent('Profile of guest');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

test('"Logout" signs out and goes to the login page', async () => {
  const user = userEvent.setup();
  const { store, router } = await renderChromeSignedIn('/bookmarks');

  await user.click(screen.getByRole('button', { name: 'Account menu' }));
  await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(currentPage()).toHaveTextContent('Login');
  expect(selectIsAuthenticated(store.getState())).toBe(false);
  expect(localStorage.getItem('encodedToken')).toBeNull();
  expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
});

test('"Logout" ends the session on the server: its token is refused from then on', async () => {
  const user = userEvent.setup();
  const { store, router } = await renderChromeSignedIn('/bookmarks');
  const token = store.getState().auth.encodedToken;

  await user.click(screen.getByRole('button', { name: 'Account menu' }));
  await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  await waitFor(async () =>
    expect((await fetch('/api/v2/me', { headers: { authorization: token } })).status).toBe(401),
  );
});

test('"Sign out everywhere" signs out here and ends every session of the account', async () => {
  const user = userEvent.setup();
  const { store, router } = await renderChromeSignedIn('/bookmarks');
  const token = store.getState().auth.encodedToken;
  const login = await fetch('/api/v2/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'guest', password: 'murmur-guest' }),
  });
  const elsewhere = ((await login.json()) as { token: string }).token;

  await user.click(screen.getByRole('button', { name: 'Account menu' }));
  await user.click(screen.getByRole('menuitem', { name: 'Sign out everywhere' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(selectIsAuthenticated(store.getState())).toBe(false);
  expect(localStorage.getItem('encodedToken')).toBeNull();
  for (const ended of [token, elsewhere]) {
    await waitFor(async () =>
      expect((await fetch('/api/v2/me', { headers: { authorization: ended } })).status).toBe(401),
    );
  }
});
