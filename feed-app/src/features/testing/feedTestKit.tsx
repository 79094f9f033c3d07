/** Helpers for the feed pages' tests against the real mock API. */
import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import { GUEST_CREDENTIALS, postsApi, usersApi } from '@murmur/core';
import type { Post } from '@murmur/core';
import { renderWithProviders } from '@murmur/testing/src/render';
import { signedInStore } from '@murmur/testing/src/session';

/** Renders a page for the guest, signed in through the real login and start-up loads. */
export async function renderForGuest(ui: ReactElement) {
  const store = await signedInStore();
  return renderWithProviders(ui, { store });
}

export const newestFirst = (a: Post, b: Post) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

const flatten = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The cards of the named feed, in the order they are shown. */
export function cardsOf(feedName: string): HTMLElement[] {
  return within(screen.getByRole('feed', { name: feedName })).getAllByRole('article');
}

/** Asserts that the cards show these posts' texts, in this order. */
export function expectCardsToShow(cards: HTMLElement[], posts: readonly Post[]): void {
  expect(cards).toHaveLength(posts.length);
  posts.forEach((post, index) => expect(cards[index]).toHaveTextContent(flatten(post.content)));
}

/** The id of the post a card shows, read from its "Open post" link. */
export function postIdOf(card: HTMLElement): string {
  const href =
    within(card)
      .getByRole('link', { name: /Open post/ })
      .getAttribute('href') ?? '';
  return decodeURIComponent(href.split('/').pop() ?? '');
}

/** How a like count reads to a screen reader. */
export const likes = (count: number) => `${count} ${count === 1 ? 'like' : 'likes'}`;

/** What the server says the guest's home feed is: their posts and those they follow. */
export async function guestHomeFeedFromServer(): Promise<Post[]> {
  const [{ posts }, { user }] = await Promise.all([
    postsApi.getAll(),
    usersApi.getOne(GUEST_CREDENTIALS.username),
  ]);
  const authors = new Set([user.username, ...user.following.map((u) => u.username)]);
  return posts.filter((post) => authors.has(post.username)).sort(newestFirst);
}
