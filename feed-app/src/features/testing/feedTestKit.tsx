/** Helpers for the feed pages' tests against the real mock API. */
import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import type { PostView } from '@murmur/core';
import { allPages, renderWithProviders, signedInStore } from '@murmur/testing';

/** Renders a page for the guest, signed in through the real login. */
export async function renderForGuest(ui: ReactElement) {
  const store = await signedInStore();
  return { token: store.getState().auth.encodedToken, ...renderWithProviders(ui, { store }) };
}

const flatten = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The cards of the named feed that are drawn (a feed draws those near the screen), in order. */
export function cardsOf(feedName: string): HTMLElement[] {
  return within(screen.getByRole('feed', { name: feedName })).getAllByRole('article');
}

/**
 * Asserts that the drawn cards show these posts, each at its place in the feed (its
 * `aria-posinset`), and that the feed knows its full length once the last page is in.
 */
export function expectCardsToShow(cards: HTMLElement[], posts: readonly PostView[]): void {
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) {
    const place = Number(card.getAttribute('aria-posinset'));
    expect(card).toHaveTextContent(flatten(posts[place - 1]?.content ?? '(no post here)'));
    expect(card).toHaveAttribute('aria-setsize', String(posts.length));
  }
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

/** What the server says a signed-in user's home feed is, every page of it. */
export const homeFeedFromServer = (token: string) => allPages<PostView>('/timelines/home', token);
