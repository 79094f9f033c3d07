import type { KeyboardEvent } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';

/**
 * The feed pattern's keys (WAI-ARIA APG, "Feed"): Page Down and Page Up move focus to the next
 * and previous article. The next one may not be drawn yet: the feed scrolls to it first.
 */
export function useFeedKeys(virtualizer: Virtualizer<Window, Element>, count: number) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'PageDown' && event.key !== 'PageUp') return;
    const article = (event.target as HTMLElement).closest('article[aria-posinset]');
    if (!article) return;
    const index = Number(article.getAttribute('aria-posinset')) - 1;
    const next = index + (event.key === 'PageDown' ? 1 : -1);
    if (next < 0 || next >= count) return;
    event.preventDefault();
    const feed = event.currentTarget;
    const focusNext = () =>
      feed.querySelector<HTMLElement>(`article[aria-posinset="${next + 1}"]`)?.focus();
    virtualizer.scrollToIndex(next, { align: 'start' });
    requestAnimationFrame(focusNext);
  };
}
