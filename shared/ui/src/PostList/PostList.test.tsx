import { act, screen, waitFor, within } from '@testing-library/react';
import { Avatar } from '../Avatar/Avatar';
import type * as AvatarModule from '../Avatar/Avatar';
import { likePost } from '@murmur/core/src/store/postsSlice';
import { selectExplorePosts } from '@murmur/core/src/store/selectors';
import { useAppSelector } from '@murmur/core/src/store/hooks';
import type { RootState } from '@murmur/core/src/store/store';
import { renderWithProviders } from '@murmur/testing/src/render';
import { buildPost, buildUser } from '@murmur/testing/src/builders';
import { PostList } from './PostList';
import { FIRST_PAGE, NEXT_PAGE } from './useShownCount';

// Every card renders one avatar: counting avatars counts card renders.
jest.mock('../Avatar/Avatar', () => {
  const actual = jest.requireActual<typeof AvatarModule>('../Avatar/Avatar');
  return { ...actual, Avatar: jest.fn(actual.Avatar) };
});

const ada = buildUser();
const minutes = (n: number) => new Date(Date.UTC(2026, 0, 1, 12, 0) - n * 60_000).toISOString();
const posts = Array.from({ length: 75 }, (_, i) =>
  buildPost({ _id: `post-${i + 1}`, content: `Post number ${i + 1}`, createdAt: minutes(i) }),
);

const state: Partial<RootState> = {
  auth: {
    userData: ada,
    username: ada.username,
    isAuthenticated: true,
    error: null,
    encodedToken: 'token-of-ada',
    status: 'idle',
  },
  posts: { list: posts, status: 'succeeded', error: null, pendingLikes: {}, rollback: {} },
};

function ExploreFeed() {
  return (
    <PostList posts={useAppSelector(selectExplorePosts)} label="Explore feed" footer="The end" />
  );
}

const cards = () =>
  within(screen.getByRole('feed', { name: 'Explore feed' })).getAllByRole('article');

/** A stand-in IntersectionObserver: `nearEnd()` tells the list its marker came near the screen. */
function fakeIntersectionObserver() {
  let notify: IntersectionObserverCallback = () => {};
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback) {
      notify = callback;
    }
    observe() {}
    disconnect() {}
  }
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  return {
    nearEnd: () =>
      act(() =>
        notify([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
      ),
  };
}

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  jest.mocked(Avatar).mockClear();
});

describe('PostList', () => {
  it('renders a page of cards, then the next as the reader nears the end', () => {
    const screenEdge = fakeIntersectionObserver();
    renderWithProviders(<ExploreFeed />, { preloadedState: state });

    expect(cards()).toHaveLength(FIRST_PAGE);
    expect(cards()[0]).toHaveAttribute('aria-posinset', '1');
    expect(cards()[0]).toHaveAttribute('aria-setsize', '75');
    expect(screen.queryByText('The end')).not.toBeInTheDocument();

    screenEdge.nearEnd();
    expect(cards()).toHaveLength(FIRST_PAGE + NEXT_PAGE);
    for (let page = 0; page < 5 && cards().length < 75; page += 1) screenEdge.nearEnd();
    expect(cards()).toHaveLength(75);
    expect(cards()[74]).toHaveTextContent('Post number 75');
    expect(screen.getByText('The end')).toBeInTheDocument();
  });

  it('without IntersectionObserver, renders every card', () => {
    renderWithProviders(<ExploreFeed />, { preloadedState: state });
    expect(cards()).toHaveLength(75);
  });

  it('a like re-renders the liked card only, not the whole feed', async () => {
    const { store } = renderWithProviders(<ExploreFeed />, { preloadedState: state });
    const like = within(cards()[3]!).getByRole('button', { name: 'Like' });
    jest.mocked(Avatar).mockClear();

    act(() => {
      void store.dispatch(likePost('post-4'));
    });

    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(Avatar).toHaveBeenCalledTimes(1);
    // No server in this test: the like is refused and rolled back, again one card only.
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
  });
});
