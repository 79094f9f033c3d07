import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withMockApi } from '@murmur/testing';
import { renderChrome, renderChromeSignedIn } from './testing/renderChrome';

withMockApi();

/** The grid holding the navigation and the page (the layout contract with the remotes). */
const pageGrid = () => screen.getByRole('main').parentElement?.parentElement;

test('the feed route gets the three-column grid, other pages the two-column one', async () => {
  const { router } = await renderChromeSignedIn('/home');
  expect(pageGrid()).toHaveAttribute('data-layout', 'feed');

  await act(() => router.navigate('/explore'));
  expect(screen.getByRole('heading', { name: 'Explore' })).toBeInTheDocument();
  expect(pageGrid()).toHaveAttribute('data-layout', 'page');
});

test('the page renders beside the main navigation, under the top bar', async () => {
  await renderChromeSignedIn('/bookmarks');

  const nav = screen.getByRole('navigation', { name: 'Main' });
  const main = screen.getByRole('main');
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(nav.parentElement).toBe(pageGrid());
  expect(nav.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
    Node.DOCUMENT_POSITION_FOLLOWING,
  );
});

test('signed out, the navigation is not offered', () => {
  renderChrome({ route: '/' });

  expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
});

test('"Skip to content" moves focus to the page\'s main landmark', async () => {
  const user = userEvent.setup();
  await renderChromeSignedIn('/explore');

  await user.tab();
  const skip = screen.getByRole('link', { name: 'Skip to content' });
  expect(skip).toHaveFocus();
  await user.keyboard('{Enter}');

  expect(screen.getByRole('main')).toHaveFocus();
});
