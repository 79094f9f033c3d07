import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withMockApi } from '@murmur/testing';
import { currentPage, renderChromeSignedIn } from '../testing/renderChrome';

withMockApi();

async function renderSignedInAt(route: string) {
  await renderChromeSignedIn(route);
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

test('the main navigation links to the four sections, Profile to the signed-in user', async () => {
  const nav = await renderSignedInAt('/home');

  const links = nav.getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Home', '/home'],
    ['Explore', '/explore'],
    ['Profile', '/profile/guest'],
    ['Bookmarks', '/bookmarks'],
  ]);
});

test('only the link of the current page is marked current', async () => {
  const nav = await renderSignedInAt('/explore');

  expect(nav.getByRole('link', { name: 'Explore' })).toHaveAttribute('aria-current', 'page');
  for (const name of ['Home', 'Profile', 'Bookmarks']) {
    expect(nav.getByRole('link', { name })).not.toHaveAttribute('aria-current');
  }
});

test('following a link moves the current mark', async () => {
  const user = userEvent.setup();
  const nav = await renderSignedInAt('/home');

  await user.click(nav.getByRole('link', { name: 'Bookmarks' }));

  expect(currentPage()).toHaveTextContent('Bookmarks');
  expect(nav.getByRole('link', { name: 'Bookmarks' })).toHaveAttribute('aria-current', 'page');
  expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
});

test("the Profile link is current on the signed-in user's profile", async () => {
  const nav = await renderSignedInAt('/profile/guest');

  expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
});
