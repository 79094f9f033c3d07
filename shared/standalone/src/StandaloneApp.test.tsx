import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import {
  makeStore,
  paths,
  selectCurrentUser,
  selectPagedPostIds,
  useAppSelector,
  useUserTimelineInfiniteQuery,
} from '@murmur/core';
import { withMockApi } from '@murmur/testing';
import { PostCard } from '@murmur/ui';
import { StandaloneApp, type StandalonePage } from './StandaloneApp';

withMockApi();
afterEach(() => act(() => toast.remove()));

function WhoAmI() {
  const user = useAppSelector(selectCurrentUser);
  return <main>Feed of @{user?.username}</main>;
}

/** The guest's newest post, as a page of this remote would show it. */
function OwnPost() {
  const { data } = useUserTimelineInfiniteQuery('guest');
  const [postId] = useAppSelector((state) => selectPagedPostIds(state, data?.pages));
  return <main>{postId && <PostCard postId={postId} />}</main>;
}

const pages: StandalonePage[] = [
  {
    path: paths.home,
    element: <WhoAmI />,
    nav: { label: 'Home', to: paths.home },
    requiresAuth: true,
  },
  {
    path: paths.explore,
    element: <main>Explore page</main>,
    nav: { label: 'Explore', to: paths.explore },
  },
  { path: '/posts/:postId', element: <OwnPost />, requiresAuth: true },
];

const renderAt = (url: string) => {
  window.history.pushState({}, '', url);
  return render(<StandaloneApp appName="feed-app" pages={pages} store={makeStore()} />);
};

describe('StandaloneApp', () => {
  it('frames the remote with its name and links to its own pages', () => {
    renderAt(paths.explore);

    expect(screen.getByText('Murmur · feed-app (standalone)')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'feed-app pages' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByRole('link', { name: 'Explore' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('main')).toHaveTextContent('Explore page');
  });

  it('signs the guest in for a protected page and says so', async () => {
    renderAt(paths.home);

    expect(screen.getByRole('status')).toHaveTextContent('Signing in as the guest account…');
    expect(await screen.findByText('Feed of @guest')).toBeInTheDocument();
    expect(
      screen.getByText('Signed in as the guest account for standalone development'),
    ).toBeInTheDocument();
  });

  it('opens its first page at the root address', async () => {
    renderAt('/');

    expect(await screen.findByText('Feed of @guest')).toBeInTheDocument();
    expect(window.location.pathname).toBe(paths.home);
  });

  it('explains that a page of another remote is not part of this app', () => {
    renderAt(paths.bookmarks);

    expect(screen.getByRole('heading', { name: 'Not part of feed-app' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to feed-app' })).toHaveAttribute('href', '/home');
  });

  it('offers New Post once signed in, and publishes from its dialog', async () => {
    const user = userEvent.setup();
    renderAt(paths.home);
    await screen.findByText('Feed of @guest');

    await user.click(screen.getByRole('button', { name: 'New Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Post' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Post content' }), 'Hello, frame');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('Post published')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("edits the guest's own post from its pencil, without the shell", async () => {
    const user = userEvent.setup();
    renderAt(paths.post('any'));
    const card = await screen.findByRole('article');

    await user.click(within(card).getByRole('button', { name: 'Edit post' }));
    const field = within(await screen.findByRole('dialog', { name: 'Edit Post' })).getByRole(
      'textbox',
      {
        name: 'Post content',
      },
    );
    await user.clear(field);
    await user.type(field, 'Edited while standing alone');
    await user.click(screen.getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('Post updated')).toBeInTheDocument();
    expect(within(card).getByText('Edited while standing alone')).toBeInTheDocument();
  });
});
